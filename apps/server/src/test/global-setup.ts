import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "../db/connect.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "../db/embedded.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedReferenceData } from "../db/seed.ts";
import { freeTcpPort } from "./free-port.ts";

export const TEMPLATE_DB = "repgate_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A URL to the server's maintenance database, from which test databases are created. */
    pgAdminUrl: string;
  }
}

/**
 * The name of each test app's database begins so (then 12 hex digits; worker-database.ts). Files
 * hand their databases back for later files rather than drop them (dropping one cost PostgreSQL
 * more than most files' tests): the run's own cluster is deleted at its end, and on an external
 * server the run drops them all once at its end.
 */
export const FILE_DB_PREFIX = "repgate_test_f";

/**
 * This cluster is deleted when the run ends, so it need not survive a crash: commits skip the
 * wait for the disk (on a shared machine most of a test's time). What must survive a crash or a
 * restart is proven on clusters of their own (db/restart.test.ts, db/embedded.test.ts).
 */
const DISPOSABLE_CLUSTER = [
  "-c",
  "fsync=off",
  "-c",
  "synchronous_commit=off",
  "-c",
  "full_page_writes=off",
];

/**
 * Starts one real PostgreSQL for the whole run (or uses TEST_DATABASE_URL, an admin URL of an
 * external server), migrates and seeds a template database once, and hands its URL to the
 * test files, whose apps get databases equal to the template (worker-database.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), "repgate-test-pg-"));
    // PostgreSQL runs as its own system user when we are root; it must be able to enter.
    await chmod(dataDir, 0o755);
    const port = await freeTcpPort();
    embedded = await startEmbeddedDatabase({
      dataDir,
      port,
      database: "postgres",
      postgresFlags: DISPOSABLE_CLUSTER,
    });
    adminUrl = embedded.url;
  }
  await recreateTemplate(adminUrl);
  project.provide("pgAdminUrl", adminUrl);

  return async () => {
    if (!embedded) await dropFileDatabases(adminUrl);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

async function recreateTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DB), 2);
  await migrateDatabase(template.pool);
  await seedReferenceData(template.db);
  await template.pool.end();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** On an external server, the test apps' databases, dropped once at the end. */
async function dropFileDatabases(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
    [FILE_DB_PREFIX],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  await admin.end();
}
