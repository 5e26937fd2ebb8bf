import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkSizeBudget } from "./vite-plugins/chunk-size-budget.ts";
import { compileCatalogs } from "./vite-plugins/compile-catalogs.ts";
import { gameGlyphs } from "./vite-plugins/game-glyphs.ts";
import { homeModules } from "./vite-plugins/home-modules.ts";
import { lazyContractSchemas } from "./vite-plugins/lazy-contract-schemas.ts";
import { noChunkCycles } from "./vite-plugins/no-chunk-cycles.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { preloadCurrentUser } from "./vite-plugins/preload-current-user.ts";
import { readRouteScreens, routePreloads } from "./vite-plugins/route-preloads.ts";
import { serviceWorker } from "./vite-plugins/service-worker.ts";
import { HOME_SCREEN, SIGNED_IN_SHELL } from "./vite-plugins/signed-in-shell.ts";
import { poseAssets } from "./vite-pose-assets.ts";

const api = "http://127.0.0.1:3000";

/**
 * What the signed-in home loads at once: the frame, the live socket and the screen. Their shared
 * code is a chunk of its own, and their English a catalogue of its own (decision 050).
 */
const homeFiles = [...SIGNED_IN_SHELL, HOME_SCREEN].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
const home = homeModules(homeFiles);
/** The route table's other screens (and what they preload): their English is not the home's. */
const otherScreens = [
  ...new Set(Object.values(readRouteScreens(fileURLToPath(new URL(".", import.meta.url)))).flat()),
]
  .filter((file) => file !== HOME_SCREEN)
  .map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** Our wrappers of the overlay libraries stay with the screens that show them. */
const screenOwnOverlay = (id: string) =>
  /src[\\/](components[\\/]ui[\\/](dialog|confirm-dialog|scroll-area|tooltip|tabs)|features[\\/]chat[\\/]chat-panel)\.tsx$/.test(
    id,
  );

export default defineConfig({
  // serviceWorker writes sw.js and stamps index.html before precompress compresses them.
  plugins: [
    preloadCurrentUser(),
    noChunkCycles(),
    // The pose model's runtime: about 1.56 MB, loaded only for camera counting.
    chunkSizeBudget({ pose: 1_700 * 1000 }),
    routePreloads(),
    home.plugin,
    gameGlyphs(),
    // The contracts' schemas are built on first use, not at import (decision 045).
    lazyContractSchemas(),
    // The landing carries only its own English, the home its own; screens bring the rest
    // (docs/i18n.md).
    compileCatalogs({
      firstScreen: fileURLToPath(new URL("src/main.tsx", import.meta.url)),
      home: homeFiles,
      otherScreens,
    }),
    react(),
    tailwindcss(),
    poseAssets(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code and every page needs it: its own chunk stays
        // cached across releases. What the landing page imports statically ($initial) stays in
        // the entry chunk, so a visitor downloads nothing else. Signed-in screens each have their
        // own chunk, plus two shared ones instead of one tiny chunk per combination of screens
        // (58 requests for the home on a phone, most under 1 kB): the libraries two or more
        // screens use, and our code three or more screens use
        // (docs/decisions/008-compression-and-code-splitting.md).
        codeSplitting: {
          // A shared chunk takes only the modules it matched, not their dependencies as well:
          // otherwise landing-page modules they import would move into it.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            { name: "landing", tags: ["$initial"], priority: 25 },
            // The pose model's runtime (2 MB) loads only when a hunter opens camera counting.
            { name: "pose", test: /node_modules[\\/]@vladmandic[\\/]human[\\/]/, priority: 20 },
            // Radix's small building blocks, which the overlays and the always-shown parts
            // (buttons, progress bars) both use: kept out of both so neither imports the other.
            {
              name: "radix-core",
              test: /node_modules[\\/]@radix-ui[\\/](primitive|number|react-(primitive|context|compose-refs|slot|id|presence|direction|visually-hidden|use-[a-z-]+))[\\/]/,
              minShareCount: 2,
              priority: 12,
            },
            // Dialogs, menus, popovers, tooltips, scroll areas and tabs with what positions and
            // traps focus for them: a screen that shows none loads none of it (the home shows
            // its menus as stand-ins until reached for, components/deferred-control.tsx).
            {
              name: "overlays",
              test: /node_modules[\\/](@floating-ui|@radix-ui[\\/]react-(popper|select|popover|dropdown-menu|menu|tooltip|scroll-area|dialog|alert-dialog|focus-scope|dismissable-layer|focus-guards|portal|roving-focus|collection|tabs)|react-remove-scroll[a-z-]*|aria-hidden|tslib|use-sidecar|use-callback-ref|react-style-singleton)[\\/]/,
              minShareCount: 2,
              priority: 11,
            },
            { name: "vendor", test: /node_modules/, minShareCount: 2, priority: 10 },
            // Our code three or more screens use, in two parts: what the home renders with
            // (its first paint waits for it) and the rest (content tables, counters, sounds...),
            // which the home does not download.
            {
              name: "common",
              test: (id: string) => home.has(id) && !screenOwnOverlay(id),
              minShareCount: 3,
              priority: 6,
            },
            {
              name: "common-screens",
              test: (id: string) => !screenOwnOverlay(id),
              minShareCount: 3,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": api,
      "/healthz": api,
      "/ws": { target: api, ws: true },
    },
  },
});
