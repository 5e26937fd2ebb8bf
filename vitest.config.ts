import { defineConfig } from "vitest/config";

// Unit and integration tests. Run under an unusual timezone so day-boundary bugs show.
process.env.TZ = "Asia/Kathmandu";

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
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
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
