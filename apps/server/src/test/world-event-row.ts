import { sql } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";

/** A Gate Break's row as the database holds it: HP, state, who killed it, when it paid. */
export async function worldEventRow(db: Queryable, id: string) {
  const { rows } = await db.execute<{
    hp: number;
    max_hp: number;
    state: string;
    killed_by: string | null;
    paid_at: Date | null;
  }>(sql`SELECT hp, max_hp, state, killed_by, paid_at FROM world_events WHERE id = ${id}`);
  const row = rows[0];
  if (!row) throw new Error(`no world event ${id}`);
  return row;
}
