// Lighthouse on the production build, as a phone sees it: its default mobile configuration
// (simulated slow 4G, 4x CPU slowdown) on the logged-out landing page and on a signed-in
// hunter's home, in the Chromium the tests use. Prints the scores against the budgets
// (performance >= 95, accessibility 100) and the JavaScript each page downloads, compressed
// (landing budget: 120 kB). Exits non-zero when a budget is missed. LIGHTHOUSE_REPORT_DIR=<dir>
// keeps the full JSON reports.
import { writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signInHunter, startRepGate } from "./servers.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PORT = Number(process.env.BENCH_PORT ?? 39_101);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_103);
const BUDGET = { performance: 95, accessibility: 100, landingScriptBytes: 120_000 };

interface Report {
  page: string;
  performance: number;
  accessibility: number;
  scriptBytes: number;
  metrics: string;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function audit(page: string, url: string, port: number, cookie?: string): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = page.split(" ")[0];
    await writeFile(`${process.env.LIGHTHOUSE_REPORT_DIR}/${name}.json`, String(result.report));
  }
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] })?.items;
  const scriptBytes = (requests ?? [])
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  for (const id of ["performance", "accessibility"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9) {
        console.log(`  ${page}: ${a.id} scored ${a.score} (${a.displayValue ?? a.title})`);
      }
    }
  }
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    scriptBytes,
    metrics: `FCP ${shown("first-contentful-paint")}, LCP ${shown("largest-contentful-paint")}, TBT ${shown("total-blocking-time")}, CLS ${shown("cumulative-layout-shift")}`,
  };
}

const app = await startRepGate(PORT + 1, PG_PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const cookie = await signInHunter(app.url);
  const reports = [
    await audit("landing (logged out)", `${app.url}/`, chrome.port),
    await audit("home (signed in)", `${app.url}/`, chrome.port, cookie),
  ];
  console.log("\nLighthouse mobile (default throttling), production build\n");
  console.log("| page | performance | accessibility | JS transferred | metrics |");
  console.log("|---|---|---|---|---|");
  let failed = false;
  for (const r of reports) {
    const landing = r.page.startsWith("landing");
    const perfOk = r.performance >= BUDGET.performance;
    const a11yOk = r.accessibility >= BUDGET.accessibility;
    const bytesOk = !landing || r.scriptBytes <= BUDGET.landingScriptBytes;
    if (!perfOk || !a11yOk || !bytesOk) failed = true;
    const kb = `${(r.scriptBytes / 1000).toFixed(1)} kB${landing ? ` (budget 120 kB: ${bytesOk ? "PASS" : "FAIL"})` : ""}`;
    console.log(
      `| ${r.page} | ${r.performance} (>= 95: ${perfOk ? "PASS" : "FAIL"}) | ${r.accessibility} (100: ${a11yOk ? "PASS" : "FAIL"}) | ${kb} | ${r.metrics} |`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  chrome.kill();
  await app.stop();
}
