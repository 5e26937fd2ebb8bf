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
  const known = new Set(keys);
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = [path.resolve(entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
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
  return found;
}

/**
 * Relative modules a source imports: statically, and dynamically only from the landing page and
 * the shared components (its sign-up dialog, toasts, confirmations). Every other lazy part runs
 * for a signed-in hunter, after a lazy screen (or the socket) has loaded the rest.
 */
function importsOf(file: string, source: string): string[] {
  const statics = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;"'(]*?["'](\.[^"']+)["']/g),
  ];
  const firstScreenPart = /[/\\](features[/\\]landing|components)[/\\]/.test(file);
  const dynamics = firstScreenPart
    ? [...source.matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)]
    : [];
  return [...statics, ...dynamics].map((match) => match[1] ?? "");
}
