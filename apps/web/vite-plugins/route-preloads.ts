import path from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * Written next to index.html: for each address a signed-in hunter may open, the scripts its
 * first screen needs beyond the page's own, so the server can name them in the HTML
 * (apps/server/src/lib/signed-in-page.ts). `"*"` is any other address: the layout alone.
 */
const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** Loaded by every signed-in screen as the app opens: the layout, its reads, the live socket. */
const SHELL = [
  "src/app/layout.tsx",
  "src/app/screen-reads.ts",
  "src/app/realtime/apply-server-message.ts",
  "src/lib/realtime-socket.ts",
];

/** The modules each address's screen loads (app/screens.ts); e2e/route-preloads.spec.ts checks. */
const ROUTE_SCREENS: Record<string, readonly string[]> = {
  "/": ["src/app/home-screen.tsx"],
  // The dungeon list loads the battle screen ahead, so a fight starts without a download.
  "/dungeons": ["src/features/dungeons/dungeons-page.tsx", "src/features/battles/battle-page.tsx"],
  "/battle": ["src/features/battles/battle-page.tsx"],
  "/quests": ["src/features/quests/quests-page.tsx"],
  "/inventory": ["src/features/inventory/inventory-page.tsx"],
  "/shop": ["src/features/shop/shop-page.tsx"],
  "/leaderboard": ["src/app/social-screen.tsx"],
  "/social": ["src/app/social-screen.tsx"],
  "/guild": ["src/features/guild/guild-page.tsx"],
  "/settings": ["src/features/accounts/settings-page.tsx"],
  "/profile": [
    "src/features/profile/profile-page.tsx",
    "src/features/friends/friends-panel.tsx",
    "src/features/accounts/account-settings.tsx",
  ],
};

type Preloads = Record<string, string[]>;

/**
 * Lists, per signed-in address, the chunks its screen loads that index.html does not already
 * load (the screen's, the layout's and the shared ones they import), as `/assets/...` URLs.
 * A listed module that is in no chunk fails the build: the table above has gone stale.
 */
export function routePreloads(): Plugin {
  let root = "";
  return {
    name: "repgate:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
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
        const id = path.resolve(root, module);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`route preloads: ${module} is in no chunk`);
        return chunk.fileName;
      };
      const urls = (modules: readonly string[]) =>
        [...closure(modules.map(chunkOf))]
          .filter((file) => !onPage.has(file))
          .sort()
          .map((file) => `/${file}`);
      const preloads: Preloads = { "*": urls(SHELL) };
      for (const [route, modules] of Object.entries(ROUTE_SCREENS)) {
        preloads[route] = urls([...SHELL, ...modules]);
      }
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
