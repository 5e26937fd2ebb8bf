import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  findCycle,
  type ModuleGraph,
  readFileGraph,
  readModuleGraph,
} from "../../../test-support/module-graph.ts";

const srcDir = import.meta.dirname;

// A circle of imports makes the order modules run in depend on which one is loaded first: a
// value read before its module has run is undefined, and the code splitter may put the two in
// chunks that import each other (vite-plugins/no-chunk-cycles.ts). Biome keeps features to
// each other's api.ts; these keep every import one-way.
describe("web module dependencies", () => {
  it("go one way between files: no file reaches itself through its imports", async () => {
    const cycle = findCycle(await readFileGraph(srcDir));
    expect(cycle, `import cycle: ${cycle?.join(" -> ")}`).toBeNull();
  });

  it("go one way between features: no feature reaches itself through another", async () => {
    const cycle = findCycle(await readModuleGraph(path.join(srcDir, "features")));
    expect(cycle, `import cycle between features: ${cycle?.join(" -> ")}`).toBeNull();
  });

  it("are read from static, type-only and dynamic imports alike", async () => {
    const graph: ModuleGraph = await readFileGraph(srcDir);
    const routeTable = graph.get("app/routes.ts") ?? new Set();
    // Dynamic: a screen's code; type-only: the tabs it hands the navigation bar.
    expect(routeTable.has("features/shop/shop-page.tsx")).toBe(true);
    expect(routeTable.has("app/nav-tabs.tsx")).toBe(true);
    expect(graph.get("app/nav-tabs.tsx")?.has("app/routes.ts")).toBe(false);
  });
});
