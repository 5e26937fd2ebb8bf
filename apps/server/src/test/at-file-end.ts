import { afterAll } from "vitest";

const tasks: Array<() => unknown> = [];

// Registered when a test file first imports this module (during collection), so it belongs to
// the file itself. An afterAll called later, from inside a beforeAll where helpers such as
// createTestApp run, is never run by Vitest: helpers hand their cleanup to atFileEnd instead.
afterAll(async () => {
  for (const task of tasks.splice(0).reverse()) await task();
});

/** Runs `task` when the current test file's tests have ended, the last registered first. */
export function atFileEnd(task: () => unknown): void {
  tasks.push(task);
}
