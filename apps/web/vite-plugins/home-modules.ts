import path from "node:path";
import type { Plugin } from "vite";

/**
 * The modules the signed-in home's first paint runs: those the frame (app/layout.tsx) and the
 * home screen (app/home-screen.tsx) import statically, however deep. The build's shared `common`
 * chunk is split by it (vite.config.ts): the home downloads the shared code it renders with, not
 * the content tables, counters and sounds only the other screens use (decision 050).
 *
 * Known once the module graph is complete (`buildEnd`), before the chunks are made; `has`
 * answers false before then, and in a build that has neither root (the component tests).
 */
export function homeModules(roots: string[]): { plugin: Plugin; has(id: string): boolean } {
  const wanted = roots.map((root) => path.resolve(root));
  let reached = new Set<string>();
  const plugin: Plugin = {
    name: "repgate:home-modules",
    apply: "build",
    buildEnd() {
      const seen = new Set<string>();
      const pending = wanted.filter((root) => this.getModuleInfo(root));
      if (pending.length !== wanted.length) {
        this.error(`home-modules: a root is not in the build (${wanted.join(", ")})`);
      }
      for (let id = pending.pop(); id; id = pending.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) pending.push(next);
      }
      reached = seen;
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
