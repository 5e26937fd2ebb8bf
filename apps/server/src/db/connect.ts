import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { passwordResetTokens } from "./schema/accounts.ts";
import { battles } from "./schema/battles.ts";
import { dungeons } from "./schema/dungeons.ts";
import { inventoryItems } from "./schema/inventory.ts";
import { movementRuns } from "./schema/movement.ts";
import { notifications } from "./schema/notifications.ts";
import { dailyPenalties, quests } from "./schema/quests.ts";
import { rateLimitCounters } from "./schema/rate-limits.ts";
import { hunterClasses, titles } from "./schema/reference.ts";
import { sessions } from "./schema/sessions.ts";
import { auctionListings } from "./schema/shop.ts";
import { friendships, userAchievements, userAvatars } from "./schema/social.ts";
import { users } from "./schema/users.ts";
import { ledgerEntries } from "./schema/wallet.ts";

const schema = {
  users,
  sessions,
  hunterClasses,
  titles,
  notifications,
  dungeons,
  battles,
  inventoryItems,
  movementRuns,
  quests,
  dailyPenalties,
  auctionListings,
  ledgerEntries,
  rateLimitCounters,
  friendships,
  userAchievements,
  userAvatars,
  passwordResetTokens,
};
export type Db = NodePgDatabase<typeof schema>;
/** The handle a transaction callback receives; repo functions accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
}

// Return BIGINT (COUNT(*) and friends) as numbers; every count we keep fits easily.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const behindTransactionPooler = new WeakSet<Db>();

/**
 * Whether `db`'s queries go through a transaction pooler (PgBouncer's transaction mode, which
 * hands each transaction whichever PostgreSQL session is free): then nothing may rely on a
 * session's state, such as a named prepared statement, from one transaction to the next.
 */
export function isBehindTransactionPooler(db: Db): boolean {
  return behindTransactionPooler.has(db);
}

export function connectDatabase(
  url: string,
  maxConnections = 10,
  { transactionPooler = false } = {},
): Database {
  // While the database is down a request fails within seconds (a 503) instead of queueing forever.
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 10_000,
    // pg's default closes a connection idle for 10 s, and a hunter's next read paid a new
    // PostgreSQL backend (a fork and a login) whenever traffic dipped for that long. Connections
    // are few (`max`), so they are kept for five minutes of quiet.
    idleTimeoutMillis: 300_000,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // A client checked out of the pool (inside a transaction, between two queries) that loses its
  // server emits "error" on itself; without a listener that is an uncaught exception and the
  // whole process dies. Its query or transaction already fails with the error (a 503).
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzle(pool, { schema });
  if (transactionPooler) behindTransactionPooler.add(db);
  return { pool, db };
}
