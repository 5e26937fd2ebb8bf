import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./test-support/chromium.ts";

// End-to-end tests drive the production build (npm run build) on its embedded PostgreSQL,
// in a data directory of its own that starts empty every run.
const PORT = Number(process.env.E2E_PORT ?? 3107);
/** A second instance of the app on the same database, as behind a load balancer. */
export const SECOND_PORT = PORT + 1;
process.env.E2E_SECOND_BASE_URL = `http://127.0.0.1:${SECOND_PORT}`;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 55_107);
/** The mail sink (e2e/smtp-sink.mjs): SMTP for the servers, HTTP for the specs to read mail. */
const SMTP_PORT = PORT + 7;
const MAIL_HTTP_PORT = PORT + 8;
process.env.E2E_MAIL_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
/**
 * The push-service stand-in a spec starts (apps/server/src/test/push-service.ts): plain http on
 * 127.0.0.1, which the servers only push to when PUSH_HTTP_ORIGINS names it.
 */
const PUSH_SERVICE_PORT = PORT + 9;
process.env.E2E_PUSH_SERVICE_PORT = String(PUSH_SERVICE_PORT);
const DATA_DIR = ".tmp/e2e-data";
/** Where both instances' warnings go; `npm run test:e2e` fails when it is not empty. */
const WARNINGS = ".tmp/e2e-server-warnings.log";
const collectWarnings = `node e2e/collect-warnings.mjs ${WARNINGS}`;
// Specs reach the server's database with e2e/test-database-url.ts (its password is generated).
process.env.E2E_DATA_DIR = DATA_DIR;
process.env.E2E_PG_PORT_RESOLVED = String(PG_PORT);

const serverEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  // Every spec signs hunters up from the same address.
  AUTH_RATE_LIMIT: "10000",
  // Lines at warn or above are collected (e2e/collect-warnings.mjs) and fail the run.
  LOG_LEVEL: "warn",
  // Two cores run Chromium, two servers and PostgreSQL: a second is not slow here.
  SLOW_REQUEST_MS: "10000",
  // Password reset mail goes to the sink; its links point at the first instance.
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  PUSH_HTTP_ORIGINS: `http://127.0.0.1:${PUSH_SERVICE_PORT}`,
};

/** Specs that film footage for the camera counter (e2e/footage-battle.ts). */
const CAMERA_SPECS = ["**/camera-*.spec.ts", "**/quest-training.spec.ts"];
/**
 * Specs run alone, after the rest: one holds a latency budget (the phone's strike on the big
 * screen within 300 ms); the other opens a Gate Break, which every open app is told of.
 */
const TIMED_SPECS = ["**/controller.spec.ts", "**/world-boss.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [...CAMERA_SPECS, ...TIMED_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      // Each plays footage to the pose model in a browser of its own: two at once on two cores
      // drop frames and miscount, so they take turns (beside one spec of the rest).
      name: "camera",
      testMatch: CAMERA_SPECS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      // A latency is measured with nothing else running: after every other spec, one at a time.
      name: "timed",
      testMatch: TIMED_SPECS,
      dependencies: ["desktop", "camera"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node e2e/smtp-sink.mjs ${SMTP_PORT} ${MAIL_HTTP_PORT}`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf ${DATA_DIR} && node apps/server/dist/main.js | ${collectWarnings}`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR, EMBEDDED_PG_PORT: String(PG_PORT) },
    },
    {
      // Starts once the first instance's embedded database is up, then shares it.
      command: `node e2e/start-second-instance.mjs http://127.0.0.1:${PORT}/healthz ${DATA_DIR} ${PG_PORT} | ${collectWarnings}`,
      url: `http://127.0.0.1:${SECOND_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv, PORT: String(SECOND_PORT) },
    },
  ],
});
