import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { notifications } from "./schema/notifications.ts";
import { hunterClasses, titles } from "./schema/reference.ts";
import { sessions } from "./schema/sessions.ts";
import { users } from "./schema/users.ts";

export const schema = { users, sessions, hunterClasses, titles, notifications };
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
}

// Return BIGINT (COUNT(*) and friends) as numbers; every count we keep fits easily.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connectDatabase(url: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  return { pool, db: drizzle(pool, { schema }) };
}
