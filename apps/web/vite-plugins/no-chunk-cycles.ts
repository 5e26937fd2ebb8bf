import type { Plugin } from "vite";

/**
 * Fails the build when chunks import each other in a cycle. The code-splitting groups take
 * modules without their dependencies (so the landing page's modules stay in its own chunk); a
 * group that splits a library from what it needs can leave two chunks importing each other,
 * and one of them then runs before the other has defined what it uses: a screen that fails to
 * load in the browser. Found here instead.
 */
export function noChunkCycles(): Plugin {
  return {
    name: "repgate:no-chunk-cycles",
    apply: "build",
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === "chunk") imports.set(file, output.imports);
      }
      const done = new Set<string>();
      const path: string[] = [];
      const visit = (file: string): void => {
        if (done.has(file)) return;
        const at = path.indexOf(file);
        if (at >= 0) {
          this.error(
            `chunks import each other in a cycle: ${[...path.slice(at), file].join(" -> ")}`,
          );
        }
        path.push(file);
        for (const next of imports.get(file) ?? []) visit(next);
        path.pop();
        done.add(file);
      };
      for (const file of imports.keys()) visit(file);
    },
  };
}
