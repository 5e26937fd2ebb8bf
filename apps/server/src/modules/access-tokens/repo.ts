import { and, asc, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type AccessTokenRow, accessTokens } from "../../db/schema/access-tokens.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

export async function listTokens(db: Queryable, userId: string): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
}

/** Locks the hunter's row for the transaction, so their token creations run one at a time. */
export async function lockTokenOwner(tx: Queryable, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countTokens(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId));
  return row?.n ?? 0;
}

export async function insertToken(
  tx: Queryable,
  values: { userId: string; name: string; scope: "read" | "play"; tokenHash: string; now: Date },
): Promise<AccessTokenRow> {
  const [row] = await tx
    .insert(accessTokens)
    .values({
      userId: values.userId,
      name: values.name,
      scope: values.scope,
      tokenHash: values.tokenHash,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error("token insert returned nothing");
  return row;
}

/** Deletes the hunter's token; false when they have none of that id. */
export async function deleteToken(db: Queryable, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  return gone.length > 0;
}

/** The token of this hash and its hunter, in one query; null for an unknown or revoked token. */
export async function findTokenUser(
  db: Queryable,
  tokenHash: string,
): Promise<{ token: AccessTokenRow; user: UserRow } | null> {
  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Records a use, unless one was recorded since `staleBefore` (another instance, a race). */
export async function touchToken(
  db: Queryable,
  id: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(accessTokens.id, id),
        or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore)),
      ),
    );
}

/** The hunter's tokens for their data export: names, scopes and dates, never a token's hash. */
export function exportAccessTokens(db: Queryable, userId: string) {
  return db
    .select({
      id: accessTokens.id,
      name: accessTokens.name,
      scope: accessTokens.scope,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
    })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
}
