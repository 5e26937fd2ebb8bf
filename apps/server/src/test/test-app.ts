import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import webpush from "web-push";
import { type BuildAppOptions, buildApp } from "../app.ts";
import { connectDatabase, type Database } from "../db/connect.ts";
import type { Mailer } from "../modules/accounts/mailer.ts";
import type { PushConfig } from "../modules/push/service.ts";
import { EventBus } from "../realtime/bus.ts";
import { atFileEnd } from "./at-file-end.ts";
import { withDatabase } from "./global-setup.ts";
import { collectingLogger, recordLogLine } from "./server-log.ts";
import { TestClock } from "./test-clock.ts";
import { TestRandom } from "./test-random.ts";
import { takeAppDatabase } from "./worker-database.ts";

export interface TestApp extends Database {
  app: FastifyInstance;
  /** The URL of this file's own database, for extra connections (LISTEN, a second instance). */
  databaseUrl: string;
  bus: EventBus;
  clock: TestClock;
  random: TestRandom;
}

const testApps = new WeakMap<FastifyInstance, TestApp>();

/** The test app `app` belongs to, when createTestApp built it (factories.ts reaches its database). */
export function testAppOf(app: FastifyInstance): TestApp | undefined {
  return testApps.get(app);
}

/** A test's requests can take seconds on a loaded machine; only a test of the slow-request line sets it lower. */
const TEST_SLOW_REQUEST_MS = 60_000;

/**
 * Builds the real app on a database equal to the migrated template (worker-database.ts: one an
 * earlier file of the worker handed back, put back to the template's rows, or a fresh copy).
 * Call it at the top of a test file; the database is handed back when the file finishes, and
 * the run drops them all at its end (global-setup.ts). The app logs as production
 * does, to a collector: a test fails on any warning or error it did not declare (server-log.ts).
 */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, "deps">> & {
    authRateLimit?: number;
    signInRateLimit?: number;
    signUpRateLimit?: number;
    mailer?: Mailer;
    publicUrl?: string;
    push?: PushConfig;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject("pgAdminUrl");
  const appDatabase = await takeAppDatabase(adminUrl);
  const { name } = appDatabase;
  // Registered first, so it runs after the app below has closed, even if building it failed.
  atFileEnd(() => appDatabase.release());

  const databaseUrl = withDatabase(adminUrl, name);
  const database = connectDatabase(databaseUrl, 20);
  const bus = new EventBus(databaseUrl, {
    warn: (details, msg) => recordLogLine(JSON.stringify({ level: 40, msg, ...details }), "bus"),
    info: () => {},
  });
  await bus.start();
  const clock = new TestClock();
  const random = new TestRandom();
  const {
    authRateLimit = 10_000,
    signInRateLimit,
    signUpRateLimit,
    mailer,
    publicUrl,
    push,
    ...rest
  } = options;
  const app = await buildApp({
    checkContracts: true,
    logger: collectingLogger(),
    requestLog: { everyRequest: false, slowMs: TEST_SLOW_REQUEST_MS },
    ...rest,
    deps: {
      db: database.db,
      clock,
      authRateLimit,
      ...(signInRateLimit ? { signInRateLimit } : {}),
      ...(signUpRateLimit ? { signUpRateLimit } : {}),
      random: random.roll,
      bus,
      ...(mailer ? { mailer } : {}),
      ...(publicUrl ? { publicUrl } : {}),
      // Every test app can push (to nowhere but a stand-in): its endpoints answer as in production.
      push: push ?? {
        ...webpush.generateVAPIDKeys(),
        subject: "mailto:tests@repgate.test",
        httpOrigins: [],
      },
    },
  });

  atFileEnd(async () => {
    await app.close();
    await bus.stop();
    await database.pool.end();
  });
  const testApp = { ...database, app, clock, random, databaseUrl, bus };
  testApps.set(app, testApp);
  return testApp;
}
