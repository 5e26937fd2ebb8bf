import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  findCycle,
  importSpecifiers,
  listModuleFiles,
  type ModuleGraph,
  moduleImportsOf,
  readModuleGraph,
} from "../../../../test-support/module-graph.ts";

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

function graphOf(edges: Record<string, string[]>): ModuleGraph {
  return new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
}

describe("module dependencies", () => {
  it("go one way: no module folder reaches itself through its imports", async () => {
    const cycle = findCycle(await readModuleGraph(modulesDir));
    expect(cycle, `import cycle between modules: ${cycle?.join(" -> ")}`).toBeNull();
  });

  it("never import a routes.ts (what lets the graph leave the HTTP edge out)", async () => {
    const offenders: string[] = [];
    for (const file of await listModuleFiles(modulesDir)) {
      for (const target of await moduleImportsOf(modulesDir, file)) {
        if (path.basename(target) === "routes.ts") {
          offenders.push(
            `${path.relative(modulesDir, file)} -> ${path.relative(modulesDir, target)}`,
          );
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("let the battle module, which owns every dungeon run, call none of the modules that enter one", async () => {
    const graph = await readModuleGraph(modulesDir);
    const battles = [...(graph.get("battles") ?? [])];
    for (const caller of ["movement", "dungeons", "parties"]) {
      expect(battles).not.toContain(caller);
      expect(graph.get(caller)?.has("battles"), `${caller} uses the battle module`).toBe(true);
    }
  });

  it("finds a cycle, however long, and names the folders along it", () => {
    expect(findCycle(graphOf({ a: ["b"], b: ["c"], c: ["a"], d: ["a"] }))).toEqual([
      "a",
      "b",
      "c",
      "a",
    ]);
    expect(findCycle(graphOf({ a: ["b", "c"], b: ["c"], c: [] }))).toBeNull();
  });

  it("reads every kind of import statement", () => {
    const source = [
      'import { a } from "../a/x.ts";',
      'import type { B } from "../b/y.ts";',
      'import {\n  c,\n  d,\n} from "../c/z.ts";',
      'export { e } from "../e/w.ts";',
      'import "../f/side-effect.ts";',
      'const g = await import("../g/lazy.ts");',
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual(
      [
        "../a/x.ts",
        "../b/y.ts",
        "../c/z.ts",
        "../e/w.ts",
        "../f/side-effect.ts",
        "../g/lazy.ts",
      ].sort(),
    );
  });
});
