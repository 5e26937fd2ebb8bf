import { readFileSync } from "node:fs";
import path from "node:path";
import { type Plugin, parseSync, type Rollup } from "vite";
import { APP_ENGLISH_MODULE, HOME_ENGLISH_MODULE } from "./compile-catalogs.ts";
import { readRouteReads } from "./route-reads.ts";
import { HOME_SCREEN, SIGNED_IN_SHELL } from "./signed-in-shell.ts";

/**
 * Written next to index.html: for each address a signed-in hunter may open, the scripts its
 * first screen needs beyond the page's own and the reads it starts, so the server can name them
 * in the HTML (apps/server/src/lib/signed-in-page.ts). `"*"` is any other address: the layout
 * alone, with its reads.
 */
const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** With the shell, the English it speaks (and the home's); other screens add the rest. */
const SHELL = [...SIGNED_IN_SHELL, HOME_ENGLISH_MODULE];

/** The route table of the app (its entries' `import()`s name each screen's modules). */
const ROUTE_TABLE = "src/app/routes.ts";

/**
 * The modules each address's screen loads, read from the route table: per entry with a `path`
 * and no parameter, the modules its `import()`s name (its screen and what it preloads).
 * An entry whose screen is defined elsewhere (an onboarding step) gets the layout alone, as any
 * other address. e2e/route-preloads.spec.ts checks the result against what each screen loads.
 */
export function readRouteScreens(root: string): Record<string, string[]> {
  const file = path.resolve(root, ROUTE_TABLE);
  const source = readFileSync(file, "utf8");
  const { program, module } = parseSync(file, source);
  const screens: Record<string, string[]> = {};
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const entry = node as { type?: string; start: number; end: number; properties?: unknown[] };
    const address = entry.type === "ObjectExpression" ? pathOf(entry.properties ?? []) : null;
    if (address !== null) {
      const modules = module.dynamicImports
        .filter((d) => d.start >= entry.start && d.end <= entry.end)
        .map((d) => source.slice(d.moduleRequest.start + 1, d.moduleRequest.end - 1))
        .map((specifier) => path.relative(root, path.resolve(path.dirname(file), specifier)));
      for (const alias of [address, ...aliasesOf(entry.properties ?? [])]) {
        if (modules.length > 0 && !alias.includes(":")) screens[alias] = modules;
      }
      return;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(program);
  return screens;
}

interface Property {
  type: string;
  key?: { name?: string };
  value?: { type: string; value?: unknown; elements?: { value?: unknown }[] };
}

function propertyOf(properties: unknown[], name: string) {
  return (properties as Property[]).find((p) => p.type === "Property" && p.key?.name === name)
    ?.value;
}

function pathOf(properties: unknown[]): string | null {
  const value = propertyOf(properties, "path");
  return value?.type === "Literal" && typeof value.value === "string" ? value.value : null;
}

function aliasesOf(properties: unknown[]): string[] {
  const value = propertyOf(properties, "aliases");
  return (value?.elements ?? []).flatMap((e) => (typeof e.value === "string" ? [e.value] : []));
}

/** What a signed-in page at one address names: `/assets/...` scripts and `/api/...` reads. */
interface PagePreloads {
  scripts: string[];
  reads: string[];
}

/**
 * Lists, per signed-in address, the chunks its screen loads that index.html does not already
 * load (the screen's, the layout's and the shared ones they import), as `/assets/...` URLs, and
 * the URLs its reads fetch (route-reads.ts). A listed module that is in no chunk fails the
 * build: the table above has gone stale.
 */
export function routePreloads(): Plugin {
  let root = "";
  let reads: Promise<Record<string, string[]>> | undefined;
  return {
    name: "repgate:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      // Read while the bundle is built; awaited (and its failure reported) when it is written.
      reads = readRouteReads(root);
      reads.catch(() => undefined);
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (f): f is Rollup.OutputChunk => f.type === "chunk",
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: readonly string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length > 0) {
          const file = stack.pop() as string;
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const onPage = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const chunkOf = (module: string) => {
        // A virtual module (a catalogue) is named by its id, a file by its path.
        const id = module.startsWith("\0") ? module : path.resolve(root, module);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`route preloads: ${module} is in no chunk`);
        return chunk.fileName;
      };
      const urls = (modules: readonly string[]) =>
        [...closure(modules.map(chunkOf))]
          .filter((file) => !onPage.has(file))
          .sort()
          .map((file) => `/${file}`);
      if (!reads) this.error("route preloads: the build did not start reading the routes' reads");
      const readsOf = await reads;
      const anyOther = readsOf["*"] ?? [];
      // Any other address shows a screen of its own (not found), which speaks the rest.
      const preloads: Record<string, PagePreloads> = {
        "*": { scripts: urls([...SHELL, APP_ENGLISH_MODULE]), reads: anyOther },
      };
      for (const [route, modules] of Object.entries(readRouteScreens(root))) {
        const english = modules.includes(HOME_SCREEN) ? [] : [APP_ENGLISH_MODULE];
        preloads[route] = {
          scripts: urls([...SHELL, ...english, ...modules]),
          reads: readsOf[route] ?? anyOther,
        };
      }
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
