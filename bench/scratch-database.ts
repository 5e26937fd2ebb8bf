import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectDatabase, type Database } from "../apps/server/src/db/connect.ts";
import { startEmbeddedDatabase } from "../apps/server/src/db/embedded.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { seedReferenceData } from "../apps/server/src/db/seed.ts";
import { EventBus } from "../apps/server/src/realtime/bus.ts";

/**
 * Runs `work` against a fresh, migrated and seeded embedded PostgreSQL with a started event bus,
 * then takes it all down (also when `work` throws) and exits with the code `work` returned.
 */
export async function inScratchDatabase(
  options: { name: string; port: number; poolSize: number },
  work: (database: Database, bus: EventBus) => Promise<number>,
): Promise<never> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `repgate-${options.name}-`));
  // PostgreSQL runs as its own system user when we are root; it must be able to enter.
  await chmod(dataDir, 0o755);
  const embedded = await startEmbeddedDatabase({
    dataDir,
    port: options.port,
    database: "repgate",
  });
  const database = connectDatabase(embedded.url, options.poolSize);
  const bus = new EventBus(embedded.url);
  let exitCode = 1;
  try {
    await migrateDatabase(database.pool);
    await seedReferenceData(database.db);
    await bus.start();
    exitCode = await work(database, bus);
  } finally {
    await bus.stop();
    await database.pool.end();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}
