import { beforeAll } from "vitest";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface TwoInstances {
  t: TestApp;
  a: ServerProcess;
  b: ServerProcess;
}

/**
 * Before the file's tests: two server processes on one test database, as two instances behind
 * a load balancer, handed to `take` (the file keeps them in its own variables).
 */
export function twoInstancesBeforeAll(take: (instances: TwoInstances) => void): void {
  beforeAll(async () => {
    const t = await createTestApp();
    const [a, b] = await Promise.all([
      startServerProcess(t.databaseUrl),
      startServerProcess(t.databaseUrl),
    ]);
    take({ t, a, b });
  }, 120_000);
}
