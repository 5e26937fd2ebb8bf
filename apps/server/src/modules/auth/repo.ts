import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** True when a hunter already goes by a name with this key. */
export async function hunterNameTaken(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.hunterNameKey, key))
    .limit(1);
  return row !== undefined;
}
