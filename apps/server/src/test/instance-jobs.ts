import { expect } from "vitest";
import type { ServerProcess } from "./server-process.ts";

/** Waits until `check` holds, asking every 100 ms; fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("not within the time allowed");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The jobs the instances ran to completion since they started, summed from each one's health
 * output (which must show its runner up and no failure).
 */
export async function completedOn(instances: ServerProcess[]): Promise<number> {
  let total = 0;
  for (const instance of instances) {
    const health = (await (await fetch(`${instance.base}/healthz`)).json()) as {
      jobs: { completed: number };
    };
    expect(health.jobs).toMatchObject({ running: true, failed: 0 });
    total += health.jobs.completed;
  }
  return total;
}
