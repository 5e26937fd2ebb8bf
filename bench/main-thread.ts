// The main thread's work while a signed-in hunter's home loads, in CPU time (the trace's thread
// durations), not wall time: on a busy machine a task also waits for a core, and Lighthouse's
// blocking time grows with that wait while the CPU time barely does. So two builds can be
// compared on a shared host where Lighthouse's home score swings from 60 to 95. Loads the home
// MAIN_THREAD_RUNS times (default 5) on each build, alternating, and prints the medians of: the
// main thread's CPU, the CPU spent evaluating modules (the code's start), an estimate of
// Lighthouse's blocking time (each task's CPU x4, less 50 ms, from the first paint on), the CPU
// by kind of work and by script, and one load's long tasks.
//
//   npm run build && node --import tsx bench/main-thread.ts [web-dist-dir ...]
//
// With no directory it measures apps/web/dist; with two (say a copy of the build before a change
// and after), it compares them. MAIN_THREAD_TRACE_DIR=<dir> keeps one trace per build, with the
// CPU profile, for DevTools' Performance panel.
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test-support/chromium.ts";
import { type RunningRepGate, signInHunter, startRepGate } from "./servers.ts";

const PORT = Number(process.env.BENCH_PORT ?? 39_111);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_113);
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const DIRS = process.argv.slice(2);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface Load {
  cpuMs: number;
  /** CPU spent evaluating modules: the code's start, before any of it is called. */
  moduleMs: number;
  blockingMs: number;
  byKind: Record<string, number>;
  byScript: Record<string, number>;
  longTasks: string[];
}

/** What kind of work an event is, as Lighthouse groups it. */
function kindOf(name: string): string {
  if (
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(
      name,
    )
  )
    return "style";
  if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/.test(name))
    return "layout";
  if (
    /^(EvaluateScript|v8\.evaluateModule|v8\.callFunction|v8\.run|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.execute|V8\.Execute|FireIdleCallback|XHRReadyStateChange)$/.test(
      name,
    )
  )
    return "script";
  if (
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|CacheScript|v8\.produceCache|v8\.deserializeOnBackground)$/.test(
      name,
    )
  )
    return "compile";
  if (/^(ParseHTML)$/.test(name)) return "html";
  if (/GC|GarbageCollection|MinorGC|MajorGC/.test(name)) return "gc";
  if (
    /^(Paint|Composite|PrePaint|Layerize|UpdateLayer|CompositeLayers|Decode|Rasterize)/.test(name)
  )
    return "paint";
  return "other";
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function analyse(events: TraceEvent[]): Load {
  // The page's renderer: of the renderers' main threads, the one that worked most (the other
  // one is about:blank's).
  const cpuOf = (t: TraceEvent) =>
    events
      .filter((x) => x.pid === t.pid && x.tid === t.tid && x.name === "RunTask")
      .reduce((sum, x) => sum + (x.tdur ?? 0), 0);
  const main = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .sort((a, b) => cpuOf(b) - cpuOf(a))[0];
  if (!main) throw new Error("no renderer main thread in the trace");
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind: Record<string, number> = {};
  const byScript: Record<string, number> = {};
  const longTasks: string[] = [];
  // Lighthouse counts blocking time from the first contentful paint on.
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  const from = paint?.ts ?? 0;
  let cpu = 0;
  let blocking = 0;
  const moduleMs =
    mine.filter((e) => e.name === "v8.evaluateModule").reduce((sum, e) => sum + (e.tdur ?? 0), 0) /
    1000;
  // Self CPU time of each event: its thread duration less its children's.
  const stack: { e: TraceEvent; end: number; childCpu: number; script?: string }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
      const top = stack.pop();
      if (!top) break;
      const self = Math.max(0, (top.e.tdur ?? 0) - top.childCpu);
      const kind = top.e.name === "RunTask" ? "other" : kindOf(top.e.name);
      byKind[kind] = (byKind[kind] ?? 0) + self / 1000;
      if (kind === "script" || kind === "compile") {
        const script = top.script ?? "(unattributed)";
        byScript[script] = (byScript[script] ?? 0) + self / 1000;
      }
      const parent = stack.at(-1);
      if (parent) parent.childCpu += top.e.tdur ?? 0;
    }
  };
  for (const e of mine) {
    close(e.ts);
    const data = e.args?.data ?? {};
    const url = String(data.url ?? data.scriptName ?? "");
    const script = url ? url.replace(/^.*\//, "") : stack.at(-1)?.script;
    if (stack.length === 0 && e.name === "RunTask") {
      const ms = (e.tdur ?? 0) / 1000;
      cpu += ms;
      if (e.ts >= from) blocking += Math.max(0, ms * 4 - 50);
    }
    if (stack.length === 0 && e.name === "RunTask" && (e.tdur ?? 0) * 4 > 50_000 && e.ts >= from) {
      const inside = mine.filter(
        (x) => x !== e && x.ts >= e.ts && x.ts < e.ts + (e.dur ?? 0) && (x.tdur ?? 0) > 3000,
      );
      longTasks.push(
        `${((e.tdur ?? 0) / 1000).toFixed(0)} ms CPU (${((e.dur ?? 0) / 1000).toFixed(0)} ms wall): ${inside
          .slice(0, 6)
          .map((x) => {
            const d = x.args?.data ?? {};
            const where =
              String(d.url ?? "").replace(/^.*\//, "") || String(d.functionName ?? d.type ?? "");
            return `${x.name}${where ? `[${where}]` : ""} ${((x.tdur ?? 0) / 1000).toFixed(0)}`;
          })
          .join(", ")}`,
      );
    }
    stack.push({ e, end: e.ts + (e.dur ?? 0), childCpu: 0, script });
  }
  close(Number.POSITIVE_INFINITY);
  return { cpuMs: cpu, moduleMs, blockingMs: blocking, byKind, byScript, longTasks };
}

async function loadHome(app: RunningRepGate, cookie: string, dump?: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const at = cookie.indexOf("=");
    await context.addCookies([
      { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: app.url, httpOnly: true },
    ]);
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        "toplevel",
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8",
        "v8.execute",
        "blink.user_timing",
        "loading",
        ...(dump ? ["disabled-by-default-v8.cpu_profiler"] : []),
      ],
    });
    await page.goto(app.url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    if (dump) await writeFile(dump, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    return analyse(traceEvents);
  } finally {
    await browser.close();
  }
}

function top(record: Record<string, number>, count: number): string {
  return Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(", ");
}

const dirs = DIRS.length ? DIRS : [""];
const apps: { dir: string; app: RunningRepGate & { dataDir: string }; cookie: string }[] = [];
try {
  for (const [i, dir] of dirs.entries()) {
    const app = await startRepGate(PORT + 2 * i, PG_PORT + 2 * i, dir ? { WEB_DIST_DIR: dir } : {});
    apps.push({ dir: dir || "apps/web/dist", app, cookie: await signInHunter(app.url) });
  }
  // Let each hunter's first game day begin before measuring (see bench/lighthouse.ts).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const loads = new Map<string, Load[]>(apps.map((a) => [a.dir, []]));
  for (let run = 0; run < RUNS + 1; run += 1) {
    for (const { dir, app, cookie } of apps) {
      const load = await loadHome(
        app,
        cookie,
        process.env.MAIN_THREAD_TRACE_DIR && run === 1
          ? `${process.env.MAIN_THREAD_TRACE_DIR}/${apps.findIndex((a) => a.dir === dir)}.json`
          : undefined,
      );
      // The first load of each warms the server's caches: not counted.
      // A load whose trace lost the page's renderer (a busy machine does that) is not counted.
      if (run > 0 && load.cpuMs > 100) loads.get(dir)?.push(load);
    }
  }
  for (const [dir, runs] of loads) {
    const kinds = [...new Set(runs.flatMap((r) => Object.keys(r.byKind)))];
    const scripts = [...new Set(runs.flatMap((r) => Object.keys(r.byScript)))];
    const med = (pick: (r: Load) => number) => median(runs.map(pick));
    console.log(`\n${dir}: median of ${runs.length} loads`);
    console.log(
      `  main-thread CPU ${med((r) => r.cpuMs).toFixed(0)} ms (runs ${runs.map((r) => r.cpuMs.toFixed(0)).join(", ")}); blocking x4 ${med((r) => r.blockingMs).toFixed(0)} ms (runs ${runs.map((r) => r.blockingMs.toFixed(0)).join(", ")})`,
    );
    console.log(
      `  module evaluation ${med((r) => r.moduleMs).toFixed(0)} ms (runs ${runs.map((r) => r.moduleMs.toFixed(0)).join(", ")})`,
    );
    console.log(
      `  by kind: ${top(Object.fromEntries(kinds.map((k) => [k, med((r) => r.byKind[k] ?? 0)])), 9)}`,
    );
    console.log(
      `  script by file: ${top(Object.fromEntries(scripts.map((s) => [s, med((r) => r.byScript[s] ?? 0)])), 10)}`,
    );
    console.log(`  long tasks of one load:\n    ${runs[0]?.longTasks.join("\n    ")}`);
  }
} finally {
  for (const { app } of apps) await app.stop();
}
