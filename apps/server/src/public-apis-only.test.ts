import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 44: no override of a private (underscore) method of Node or a library, and no use of
// Node's private response internals. A Node or Fastify upgrade may change those without notice,
// and with them every response's security headers (decision 040 says what replaced the last one).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const THIS_FILE = fileURLToPath(import.meta.url);
const TREES = [
  "apps/server/src",
  "apps/web/src",
  "packages",
  "bench",
  "e2e",
  "footage",
  "test-support",
];

const RULES: [string, RegExp][] = [
  ["overrides an underscore method", /\boverride\s+(?:async\s+)?_[A-Za-z]\w*\s*\(/],
  ["replaces an underscore method on a prototype", /\.prototype\._[A-Za-z]\w*\s*=[^=]/],
  [
    "touches Node's private response internals",
    /\._(?:storeHeader|header|headerSent|implicitHeader|send|writeRaw|finish|last|hasBody|contentLength|removedHeader|keepAliveTimeout|onPendingData)\b/,
  ],
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (/\.(?:[cm]?[jt]sx?)$/.test(entry.name)) files.push(full);
  }
  return files;
}

describe("public APIs only", () => {
  it("no source overrides or reaches into a private method of Node or a library", async () => {
    const offenders: string[] = [];
    for (const tree of TREES) {
      for (const file of await sourceFiles(path.join(root, tree))) {
        if (file === THIS_FILE) continue;
        const lines = (await readFile(file, "utf8")).split("\n");
        lines.forEach((line, index) => {
          for (const [what, pattern] of RULES) {
            if (pattern.test(line)) {
              offenders.push(`${path.relative(root, file)}:${index + 1} ${what}`);
            }
          }
        });
      }
    }
    expect(offenders, "use the library's documented interface instead").toEqual([]);
  });

  it("the rules catch the override this house once had", () => {
    const past = [
      "  override _storeHeader(firstLine: string, headers: OutgoingHttpHeaders): void {",
      "    super._storeHeader(firstLine + lines, headers);",
      "ServerResponse.prototype._storeHeader = function (firstLine, headers) {",
      "  res._header = head;",
    ];
    for (const line of past) {
      expect(
        RULES.some(([, pattern]) => pattern.test(line)),
        line,
      ).toBe(true);
    }
  });
});
