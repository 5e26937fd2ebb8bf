import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type PasswordResetTokenRow, passwordResetTokens } from "../../db/schema/accounts.ts";
import { auctionListings } from "../../db/schema/shop.ts";
import { users } from "../../db/schema/users.ts";

/** Voids every still-usable reset token of the hunter (a newer one, or a new password, replaces them). */
export async function voidResetTokens(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ voidedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
      ),
    );
}

/**
 * Voids the older tokens of the hunter with this email and stores the new one; true when there
 * is such a hunter. Both statements run whether or not there is one (each finds the hunter by
 * itself), so a request for an unknown address costs what one for a known address costs and
 * its timing tells nothing (decision 019).
 */
/** The language chosen by the hunter with this email (null: none chosen, or no such hunter). */
export async function languageOfEmail(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.language ?? null;
}

export async function replaceResetTokenOfEmail(
  db: Queryable,
  row: { email: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const owner = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${row.email})`;
  await db
    .update(passwordResetTokens)
    .set({ voidedAt: row.createdAt })
    .where(
      and(
        eq(passwordResetTokens.userId, owner),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
      ),
    );
  const inserted = await db.execute(sql`
    INSERT INTO ${passwordResetTokens} (token_hash, user_id, created_at, expires_at)
    SELECT ${row.tokenHash}, ${users.id}, ${row.createdAt}, ${row.expiresAt}
    FROM ${users} WHERE ${users.email} = ${row.email}`);
  return (inserted.rowCount ?? 0) > 0;
}

/**
 * Uses a token once: only an unused, unvoided, unexpired token matches, so of two racing
 * confirmations one gets the hunter's id and the other null.
 */
export async function claimResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export async function findResetToken(
  db: Queryable,
  tokenHash: string,
): Promise<PasswordResetTokenRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** The hunter's row without secrets (password hash) or internal keys. */
export async function exportProfile(db: Queryable, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const { passwordHash: _hash, hunterNameKey: _key, ...profile } = row;
  return profile;
}

/** When reset links were asked for and used (never their hashes). */
export function exportResetRequests(db: Queryable, userId: string) {
  return db
    .select({
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      voidedAt: passwordResetTokens.voidedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, userId));
}

/** The hunter's active auction listings, to withdraw before they go. */
export function activeListingIdsOf(db: Queryable, userId: string) {
  return db
    .select({ id: auctionListings.id })
    .from(auctionListings)
    .where(and(eq(auctionListings.sellerId, userId), eq(auctionListings.status, "active")));
}
