// Operator commands: `npm run admin -- <command> [...args]` (builds and runs dist/admin.js).
//   reset-link <email>   prints a password reset link for the hunter with that email
import { ADMIN_COMMANDS, type AdminIo, runAdmin, USAGE } from "./admin-commands.ts";
import { connectDatabase } from "./db/connect.ts";
import {
  type EmbeddedDatabase,
  runningEmbeddedDatabaseUrl,
  startEmbeddedDatabase,
} from "./db/embedded.ts";
import { migrateDirectly } from "./db/migrate.ts";
import { type Env, readEnv } from "./env.ts";
import { systemClock } from "./lib/wiring/clock.ts";

/**
 * The database the server uses: DATABASE_URL, else the embedded cluster in DATA_DIR (the
 * running server's, when it is up; started here for the command's length when it is not).
 */
async function openDatabase(env: Env): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  const options = { dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, database: "repgate" };
  const running = await runningEmbeddedDatabaseUrl(options);
  if (running) return { url: running };
  const embedded = await startEmbeddedDatabase(options);
  return { url: embedded.url, embedded };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const io: AdminIo = { out: (l) => console.log(l), err: (l) => console.error(l) };
  if (!ADMIN_COMMANDS.some((command) => command === args[0])) {
    io.err(args[0] ? `Unknown command: ${args[0]}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const env = readEnv();
  const { url, embedded } = await openDatabase(env);
  const database = connectDatabase(url);
  try {
    await migrateDirectly(env.DATABASE_DIRECT_URL ?? url);
    return await runAdmin(args, {
      db: database.db,
      clock: systemClock,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      io,
    });
  } finally {
    await database.pool.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
