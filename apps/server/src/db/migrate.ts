import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Logger, runMigrations as migrateJobQueue } from "graphile-worker";
import type pg from "pg";
import { connectDatabase } from "./connect.ts";
import { runDataMigrations } from "./data-migrations.ts";

const quietLogger = new Logger(() => () => {});

/** Any fixed number; every instance takes the same lock so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_351_842;

/** In src/ this is src/db/migrations; the build copies them next to dist/main.js. */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Applies the committed SQL migrations, then the data migrations (`data-migrations.ts`). Two instances booting at once both wait on the
 * advisory lock; the second then finds nothing left to apply.
 */
export async function migrateDatabase(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      // The job queue's own schema (graphile_worker), by its own migrations: here too, so a
      // write can queue a job before any runner has started (and the tests' template has it).
      await migrateJobQueue({ pgPool: pool, logger: quietLogger });
      // Only once the SQL migrations that create their tables have run (tests apply fewer).
      const ready = await client.query("SELECT to_regclass('data_migrations') IS NOT NULL AS r");
      if (ready.rows[0]?.r) await runDataMigrations(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Migrates on a connection of its own to `directUrl`, closed after: the lock above belongs to
 * one PostgreSQL session, which PgBouncer's transaction pooling would not keep.
 */
export async function migrateDirectly(directUrl: string): Promise<void> {
  const { pool } = connectDatabase(directUrl, 2);
  try {
    await migrateDatabase(pool);
  } finally {
    await pool.end();
  }
}
