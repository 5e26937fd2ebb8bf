import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Vitest runs from the repository root (jsdom gives import.meta.url an http: address).
const SRC = path.resolve(process.cwd(), "apps/web/src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A string or template literal that starts an API path: `"/api/`, `'/api/` or `` `/api/ ``. */
const API_LITERAL = /["'`]\/api\//;

describe("API paths in the web app", () => {
  it("finds the source files it checks", () => {
    expect(sourceFiles(SRC).some((file) => file.endsWith("api-client.ts"))).toBe(true);
  });

  it("come only from @repgate/contracts endpoints: no '/api/' literal outside tests", () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          API_LITERAL.test(line)
            ? [`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
