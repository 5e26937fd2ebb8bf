import { configDefaults, defineConfig } from "vitest/config";

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
const RELIABILITY = [
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
  "apps/server/src/jobs/cross-instance.test.ts",
  "apps/server/src/modules/leaderboard/cross-instance.test.ts",
];

const server = {
  environment: "node",
  globalSetup: ["apps/server/src/test/global-setup.ts"],
  setupFiles: ["apps/server/src/test/per-file-hooks.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "game",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          ...server,
          name: "server",
          // Files share a worker's loaded modules (the app, drizzle, Fastify): loading them
          // again for each file was a third of the tier's time. Each file still gets its own
          // database and app, and per-file-hooks.ts gives each its own cleanup and log check.
          isolate: false,
          include: ["apps/server/src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...RELIABILITY],
        },
      },
      {
        test: { ...server, name: "reliability", include: RELIABILITY },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
    ],
  },
});
