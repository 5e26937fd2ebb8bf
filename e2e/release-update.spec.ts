import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect, test } from "./fixtures.ts";

// A release is simulated on a server of its own: a copy of the built web app, served by the
// production server on the tests' database, then changed in place the way a deployment would.
const PORT = Number(process.env.E2E_PORT ?? 3107) + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const NEXT_BUILD = "e2e-next-release";
const WEB_DIST = path.resolve("apps/web/dist");

let server: ChildProcess | undefined;
let distDir = "";

async function waitUntilHealthy(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ok = await fetch(`${BASE}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the release server did not start");
}

/** Rewrites a built text file and its precompressed copies, as a new build would. */
async function rewrite(name: string, change: (text: string) => string): Promise<void> {
  const file = path.join(distDir, name);
  const text = change(await readFile(file, "utf8"));
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

test.beforeAll(async () => {
  await mkdir(path.resolve(".tmp"), { recursive: true });
  distDir = await mkdtemp(path.resolve(".tmp/e2e-release-"));
  await cp(WEB_DIST, distDir, { recursive: true });
  server = spawn(process.execPath, ["apps/server/dist/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilHealthy();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await rm(distDir, { recursive: true, force: true });
});

test("an open app updates itself to a new release", async ({ page }) => {
  await page.goto(`${BASE}/`);
  await expect(page.getByRole("button", { name: "Awaken" })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const build = page.locator('meta[name="repgate-build"]');
  const firstBuild = await build.getAttribute("content");
  expect(firstBuild).toMatch(/^[0-9a-f]{16}$/);
  expect(await page.evaluate(() => caches.keys())).toContain(`repgate-shell-${firstBuild}`);

  // Deploy: a new index.html and a new worker, which lists the same files under a new build.
  const stamp = (text: string) => text.replaceAll(String(firstBuild), NEXT_BUILD);
  await rewrite("index.html", stamp);
  await rewrite("sw.js", stamp);

  // The browser checks for a new worker on navigations and the app when it comes back to the
  // foreground; here the page asks at once. Nothing else is done: the page must reload itself.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(build).toHaveAttribute("content", NEXT_BUILD, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Awaken" })).toBeVisible();
  const shells = await page.evaluate(() => caches.keys());
  expect(shells.filter((name) => name.startsWith("repgate-shell-"))).toEqual([
    `repgate-shell-${NEXT_BUILD}`,
  ]);
});
