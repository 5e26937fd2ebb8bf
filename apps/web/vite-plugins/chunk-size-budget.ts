import type { Plugin } from "vite";

/** Minified bytes a chunk may have before the build warns (Vite's own default, 500 kB). */
const DEFAULT_BUDGET = 500 * 1000;

/**
 * Vite's size warning, with a budget per chunk instead of one for all. The pose chunk is the
 * pose model's runtime (@vladmandic/human, about 1.56 MB minified): it cannot be split, and it
 * loads only when a hunter turns on camera counting (docs/decisions/007), so it has a budget of
 * its own and the build prints no warning a reader must learn to ignore. Every other chunk
 * keeps the default; a chunk over its budget still warns.
 */
export function chunkSizeBudget(budgets: Record<string, number>): Plugin {
  return {
    name: "repgate:chunk-size-budget",
    apply: "build",
    config: () => ({ build: { chunkSizeWarningLimit: Number.POSITIVE_INFINITY } }),
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const budget = budgets[output.name] ?? DEFAULT_BUDGET;
        const size = Buffer.byteLength(output.code);
        if (size > budget) {
          this.warn(
            `${output.fileName} is ${Math.round(size / 1000)} kB minified, over its budget of ${Math.round(budget / 1000)} kB`,
          );
        }
      }
    },
  };
}
