const tasks: Array<() => unknown> = [];

/** Runs `task` when the current test file's tests have ended, the last registered first. */
export function atFileEnd(task: () => unknown): void {
  tasks.push(task);
}

/**
 * Runs what the ending file registered. `per-file-hooks.ts` calls it from an afterAll it
 * registers for every file: an afterAll called later, from inside a beforeAll where helpers
 * such as createTestApp run, is never run by Vitest.
 */
export async function runFileEndTasks(): Promise<void> {
  for (const task of tasks.splice(0).reverse()) await task();
}
