import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";

/** One round trip to the database; throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
