import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The catalogue keys the first screen can show before any lazily loaded screen: those written in
 * the modules the entry reaches (src/main.tsx) and the first screen's own lazy parts; the screens
 * behind `lazyScreen` and the socket bring the rest of the English catalogue with their code
 * (app/lazy-screen.ts, app/realtime/use-realtime.ts). A key is found
 * as a string literal equal to it; a template such as `landing.feature.${name}` counts every key
 * that starts with its fixed part.
 */
export function firstScreenMessageIds(entry: string, keys: readonly string[]): Set<string> {
  return walk([entry], keys, landingImports, new Set()).found;
}

/**
 * The keys the signed-in home can show beyond the first screen's: those written in the modules
 * `roots` reach (the frame, the home screen, the socket), statically or by a lazy import (a menu
 * reached for, a System window), without entering the entry's modules (their keys are the first
 * screen's) nor `otherScreens` (the route table's other screens, which bring their own English
 * however early the home fetches their code: decision 050).
 */
export function homeMessageIds(
  entry: string,
  roots: readonly string[],
  otherScreens: readonly string[],
  keys: readonly string[],
): Set<string> {
  const entryFiles = walk([entry], keys, landingImports, new Set()).files;
  for (const screen of otherScreens) entryFiles.add(path.resolve(screen));
  const home = walk(roots, keys, allImports, entryFiles).found;
  for (const key of firstScreenMessageIds(entry, keys)) home.delete(key);
  return home;
}

/** The modules reached from `starts` (skipping `skip`) and the keys written in them. */
function walk(
  starts: readonly string[],
  keys: readonly string[],
  importsOf: (file: string, source: string) => string[],
  skip: ReadonlySet<string>,
): { files: Set<string>; found: Set<string> } {
  const known = new Set(keys);
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = starts.map((start) => path.resolve(start));
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || skip.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const target of importsOf(file, source)) {
      const resolved = path.resolve(path.dirname(file), target);
      if (/\.tsx?$/.test(resolved) && existsSync(resolved)) pending.push(resolved);
    }
    for (const [, literal] of source.matchAll(/["'`]([a-zA-Z]+\.[\w.-]+)["'`]/g))
      if (literal && known.has(literal)) found.add(literal);
    for (const [, prefix] of source.matchAll(/`([a-zA-Z]+\.[\w.]*)\$\{/g))
      for (const key of keys) if (prefix && key.startsWith(prefix)) found.add(key);
  }
  return { files: seen, found };
}

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;"'(]*?["'](\.[^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.[^"']+)["']\s*\)/g;

/**
 * Relative modules a source imports: statically, and dynamically only from the landing page and
 * the shared components (its sign-up dialog, toasts, confirmations). Every other lazy part runs
 * for a signed-in hunter, after a lazy screen (or the socket) has loaded the rest.
 */
function landingImports(file: string, source: string): string[] {
  const firstScreenPart = /[/\\](features[/\\]landing|components)[/\\]/.test(file);
  return [
    ...source.matchAll(STATIC_IMPORT),
    ...(firstScreenPart ? source.matchAll(DYNAMIC_IMPORT) : []),
  ].map((match) => match[1] ?? "");
}

/** Relative modules a source imports, statically or lazily. */
function allImports(_file: string, source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)].map(
    (match) => match[1] ?? "",
  );
}
