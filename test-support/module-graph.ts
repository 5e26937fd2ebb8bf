import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Shared by the server's and the web's dependency tests (apps/server/src/modules and
// apps/web/src/module-dependencies.test.ts): one way to read imports, one cycle finder.

/**
 * Which nodes each node imports: module folder -> imported folders (readModuleGraph), or
 * source file -> imported files (readFileGraph).
 */
export type ModuleGraph = Map<string, Set<string>>;

// Static imports and re-exports (`import x from`, `import type`, `export * from`), bare
// imports (`import "./x"`) and dynamic `import("./x")`: every way a file can reach another.
const SPECIFIERS = [
  /\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

/** The relative specifiers a source file imports. */
export function importSpecifiers(source: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] as string));
}

/** Every non-test .ts and .tsx file under `modulesDir` (type declarations aside), as absolute paths. */
export async function listModuleFiles(modulesDir: string): Promise<string[]> {
  return (await readdir(modulesDir, { recursive: true }))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => path.join(modulesDir, file));
}

/** Per source file under `dir`, the files under `dir` it imports (paths relative to `dir`). */
export async function readFileGraph(dir: string): Promise<ModuleGraph> {
  const graph: ModuleGraph = new Map();
  for (const file of await listModuleFiles(dir)) {
    const targets = importSpecifiers(await readFile(file, "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => !path.relative(dir, target).startsWith(".."));
    graph.set(path.relative(dir, file), new Set(targets.map((t) => path.relative(dir, t))));
  }
  return graph;
}

/** The files under `modulesDir` that `file` imports, resolved to absolute paths. */
export async function moduleImportsOf(modulesDir: string, file: string): Promise<string[]> {
  return importSpecifiers(await readFile(file, "utf8"))
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((target) => folderOf(modulesDir, target) !== null);
}

/**
 * Records, per module folder, the other module folders its files import. Left out:
 * - tests, which may set up what they need from anywhere without making the code depend on it;
 * - routes.ts, the HTTP edge: only app.ts registers a route and no module imports one (a test
 *   checks that), so a route's imports (the auth hook every route uses) start a chain of
 *   calls but can never close a loop back into a module.
 */
export async function readModuleGraph(modulesDir: string): Promise<ModuleGraph> {
  const graph: ModuleGraph = new Map();
  const files = (await listModuleFiles(modulesDir)).filter(
    (file) => path.basename(file) !== "routes.ts",
  );
  for (const file of files) {
    const from = folderOf(modulesDir, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of await moduleImportsOf(modulesDir, file)) {
      const to = folderOf(modulesDir, target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

function folderOf(modulesDir: string, file: string): string | null {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [folder, ...rest] = relative.split(path.sep);
  return folder && rest.length > 0 ? folder : null;
}

/**
 * A cycle of the graph as the folders along it (first repeated at the end, e.g.
 * ["battles", "dungeons", "battles"]), or null when the dependencies are one-way.
 */
export function findCycle(graph: ModuleGraph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | null => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    onPath.add(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}
