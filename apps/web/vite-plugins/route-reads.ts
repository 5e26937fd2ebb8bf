import path from "node:path";
import { QueryClient } from "@tanstack/react-query";
import { createServer, isRunnableDevEnvironment } from "vite";
import type { ScreenRoute } from "../src/app/routes.ts";
import type { ScreenRead, ScreenReads } from "../src/app/screen-reads.ts";
import { compileCatalogs } from "./compile-catalogs.ts";
import { gameGlyphs } from "./game-glyphs.ts";

interface RouteTable {
  ROUTES: readonly ScreenRoute[];
  LAYOUT_READS: (reads: ScreenReads) => readonly ScreenRead[];
}

/** One request a read made, as `fetch` was called. */
interface Requested {
  url: string;
  init: RequestInit | undefined;
}

/**
 * The reads each signed-in address starts as the app opens (the frame's `LAYOUT_READS` and its
 * entry's `reads` in src/app/routes.ts), as the URLs they fetch, so the server can name them in
 * the page for the browser to start before the scripts have run
 * (apps/server/src/lib/signed-in-page.ts). `"*"` is any other address: the frame's reads alone.
 *
 * The table is not copied: its modules are loaded here (in Node, through Vite) and each
 * address's reads are run against a `fetch` that only records what it was asked. A read that
 * fetches only for some hunters (the party, when the hunter is in one) asks for nothing with an
 * empty cache, so it is not named: every hunter's page would otherwise download it. A read the
 * browser could not serve from a `<link rel=preload as=fetch crossorigin=use-credentials>`
 * (not a same-origin GET with the cookie and no headers) fails the build, since naming it would
 * download it twice. e2e/route-preloads.spec.ts checks the result against what each screen reads.
 */
export async function readRouteReads(root: string): Promise<Record<string, string[]>> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    // Screens read their words from the compiled catalogues (virtual:catalog/*); a read may
    // fetch the picture its answer names (virtual:game-glyphs).
    plugins: [compileCatalogs(), gameGlyphs()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const environment = server.environments.ssr;
    if (!environment || !isRunnableDevEnvironment(environment)) {
      throw new Error("route reads: Vite gave no environment to load the route table in");
    }
    const load = <T>(file: string) => environment.runner.import<T>(path.resolve(root, file));
    const [{ ROUTES, LAYOUT_READS }, { SCREEN_READS }] = await Promise.all([
      load<RouteTable>("src/app/routes.ts"),
      load<{ SCREEN_READS: ScreenReads }>("src/app/screen-reads.ts"),
    ]);
    const frame = LAYOUT_READS(SCREEN_READS);
    const reads: Record<string, string[]> = { "*": await urlsOf("*", frame) };
    for (const route of ROUTES) {
      const urls = await urlsOf(route.path, [...frame, ...(route.reads?.(SCREEN_READS) ?? [])]);
      for (const address of [route.path, ...(route.aliases ?? [])]) {
        if (!address.includes(":")) reads[address] = urls;
      }
    }
    return reads;
  } finally {
    await server.close();
  }
}

/** The URLs `reads` fetch when run together in an empty cache, in the order asked. */
async function urlsOf(address: string, reads: readonly ScreenRead[]): Promise<string[]> {
  const requested: Requested[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    requested.push({ url: String(input), init });
    // An unavailable server: the read gives up at once and fills nothing.
    return new Response(null, { status: 503 });
  }) as typeof fetch;
  try {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all(reads.map((read) => read(client)));
  } finally {
    globalThis.fetch = realFetch;
  }
  for (const { url, init } of requested) {
    const refusal = whyNotPreloadable(url, init);
    if (refusal) {
      throw new Error(
        `route reads: ${address} reads ${url} ${refusal}; a preload could not serve it`,
      );
    }
  }
  return [...new Set(requested.map((r) => r.url))];
}

/**
 * Why a page's `<link rel=preload as=fetch crossorigin=use-credentials>` could not answer this
 * fetch (the browser reuses a preload only for a request of the same method, mode, credentials
 * and headers), or null when it can. The cache mode may differ: Chromium hands the preloaded
 * answer to a `no-store` or `no-cache` read of the same moment.
 */
function whyNotPreloadable(url: string, init: RequestInit | undefined): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return "from another origin";
  if ((init?.method ?? "GET") !== "GET") return `with ${init?.method}`;
  if (init?.credentials !== "include") return "without the session cookie";
  if (init?.headers !== undefined || init?.body != null) return "with headers or a body";
  if (init?.mode !== undefined && init.mode !== "cors") return `in mode ${init.mode}`;
  return null;
}
