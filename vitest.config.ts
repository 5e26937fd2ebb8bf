import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { compileCatalogs } from "./apps/web/vite-plugins/compile-catalogs.ts";
import { gameGlyphs } from "./apps/web/vite-plugins/game-glyphs.ts";

// Unit and integration tests. Run under an unusual timezone so day-boundary bugs show.
process.env.TZ = "Asia/Kathmandu";

/**
 * The reliability tier: tests that start processes or databases of their own (the server's
 * entry point, the admin CLI, an embedded PostgreSQL stopped, restarted or killed, two instances
 * on one database), long random workloads (fuzz, conservation), a shutdown under load, a backup
 * round trip. `npm run test:fast` leaves
 * them out so a developer can run it on every change; `npm run test:unit` (and so `npm test`)
 * runs them with everything else.
 */
export const RELIABILITY = [
  "apps/server/src/main.test.ts",
  "apps/server/src/admin.test.ts",
  "apps/server/src/shutdown.test.ts",
  "apps/server/src/fuzz.test.ts",
  "apps/server/src/conservation.test.ts",
  "apps/server/src/db/embedded.test.ts",
  "apps/server/src/db/embedded-exit-code.test.ts",
  "apps/server/src/db/restart.test.ts",
  "apps/server/src/db/backup.test.ts",
  "apps/server/src/realtime/cross-instance.test.ts",
  "apps/server/src/modules/chat/cross-instance.test.ts",
  "apps/server/src/modules/auth/cross-instance.test.ts",
  "apps/server/src/modules/guilds/cross-instance.test.ts",
  "apps/server/src/modules/dungeons/cross-instance.test.ts",
  "apps/server/src/modules/push/cross-instance.test.ts",
  "apps/server/src/jobs/cross-instance.test.ts",
  "apps/server/src/modules/leaderboard/cross-instance.test.ts",
  "apps/server/src/modules/notifications/cross-instance.test.ts",
  "apps/server/src/lib/hunter-reads/cross-instance.test.ts",
  "apps/server/src/modules/access-tokens/cross-instance.test.ts",
  "apps/server/src/db/pgbouncer.test.ts",
  "apps/server/src/modules/friends/presence-live.test.ts",
];

/**
 * Workers for the fast tier: one per core, and at least two. Vitest's default leaves a core free
 * (one worker on two cores), but an API test mostly waits for PostgreSQL, and a web test for its
 * timers: a second worker overlaps those waits, and the run used one core of two.
 */
const FAST_WORKERS = Math.max(2, availableParallelism());

const WEB_TESTS = "apps/web/src/**/*.test.{ts,tsx}";

/**
 * Web test files that replace a module with vi.mock: the mock only reaches modules loaded after
 * it, so such a file needs a module cache of its own (test-tiers.test.ts keeps this list whole).
 */
export const WEB_MODULE_MOCKS = ["apps/web/src/features/onboarding/onboarding-flow.test.tsx"];

const web = {
  environment: "jsdom",
  setupFiles: ["apps/web/src/test/setup.ts"],
};

const server = {
  environment: "node",
  globalSetup: ["apps/server/src/test/global-setup.ts"],
  setupFiles: ["apps/server/src/test/per-file-hooks.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Transformed modules kept on disk between runs (keyed by their content): a worker loading
    // the app or React again takes them from there instead of asking Vite to transform them.
    experimental: { fsModuleCache: true },
    projects: [
      {
        test: {
          name: "game",
          maxWorkers: FAST_WORKERS,
          // Pure functions: nothing to isolate, and a process per file cost more than the tests.
          isolate: false,
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          ...server,
          name: "server",
          maxWorkers: FAST_WORKERS,
          // Files share a worker's loaded modules (the app, drizzle, Fastify): loading them
          // again for each file was a third of the tier's time. Each file still gets its own
          // database and app, and per-file-hooks.ts gives each its own cleanup and log check.
          isolate: false,
          include: ["apps/server/src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...RELIABILITY],
        },
      },
      {
        test: {
          ...server,
          name: "reliability",
          include: RELIABILITY,
          // Vitest's default workers (one on two cores), after the fast projects: these files start
          // processes and databases of their own and keep their timing to themselves.
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [gameGlyphs(), compileCatalogs()],
        test: {
          ...web,
          name: "web",
          maxWorkers: FAST_WORKERS,
          // As for the server: loading React, the router and jsdom again for each file was most
          // of this project's time. setup.ts empties the shared document after each test.
          isolate: false,
          include: [WEB_TESTS],
          exclude: [...configDefaults.exclude, ...WEB_MODULE_MOCKS],
        },
      },
      {
        plugins: [gameGlyphs(), compileCatalogs()],
        test: {
          ...web,
          // Vitest runs the projects of a tier in the order of their names; named after "web",
          // this one file ran last, alone, with the other core idle.
          name: "isolated-web",
          maxWorkers: FAST_WORKERS,
          include: WEB_MODULE_MOCKS,
        },
      },
    ],
  },
});
