import { and, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type PasswordResetTokenRow, passwordResetTokens } from "../../db/schema/accounts.ts";
import { battles } from "../../db/schema/battles.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { guildMembers, guildRanks, guilds } from "../../db/schema/guilds.ts";
import { inventoryItems } from "../../db/schema/inventory.ts";
import { movementRuns } from "../../db/schema/movement.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { parties } from "../../db/schema/parties.ts";
import { dailyPenalties, quests } from "../../db/schema/quests.ts";
import { type SessionRow, sessions } from "../../db/schema/sessions.ts";
import { auctionListings } from "../../db/schema/shop.ts";
import { friendships } from "../../db/schema/social.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import { ledgerEntries } from "../../db/schema/wallet.ts";

// ---- sessions -------------------------------------------------------------------------------

export async function findSessionByHash(
  db: Queryable,
  tokenHash: string,
): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** The hunter's live sessions, the most recently seen first. */
export function listLiveSessions(db: Queryable, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of this hunter by its public id; null when they have none by that id. */
export async function deleteSessionOf(
  db: Queryable,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<SessionRow | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning();
  return row ?? null;
}

/** Ends every session of the hunter except the one with `keepTokenHash` (all when null). */
export async function deleteSessionsOf(
  db: Queryable,
  { userId, keepTokenHash }: { userId: string; keepTokenHash: string | null },
): Promise<number> {
  const where = keepTokenHash
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
    : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return rows.length;
}

// ---- passwords ------------------------------------------------------------------------------

export async function setPasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

// ---- password-reset tokens --------------------------------------------------------------------

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

// ---- export: what is stored about one hunter --------------------------------------------------

/** The hunter's row without secrets (password hash) or internal keys. */
export async function exportProfile(db: Queryable, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const { passwordHash: _hash, hunterNameKey: _key, ...profile } = row;
  return profile;
}

/** Sessions without their token hashes. */
export function exportSessions(db: Queryable, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);
}

export function exportQuests(db: Queryable, userId: string) {
  return db.select().from(quests).where(eq(quests.userId, userId)).orderBy(quests.createdAt);
}

export function exportDailyPenalties(db: Queryable, userId: string) {
  return db.select().from(dailyPenalties).where(eq(dailyPenalties.userId, userId));
}

export function exportBattles(db: Queryable, userId: string) {
  return db.select().from(battles).where(eq(battles.userId, userId)).orderBy(battles.createdAt);
}

export function exportMovementRuns(db: Queryable, userId: string) {
  return db.select().from(movementRuns).where(eq(movementRuns.userId, userId));
}

export function exportInventory(db: Queryable, userId: string) {
  return db.select().from(inventoryItems).where(eq(inventoryItems.userId, userId));
}

export function exportLedger(db: Queryable, userId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(ledgerEntries.createdAt);
}

export function exportNotifications(db: Queryable, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
}

/**
 * Friends and pending friend requests, either way. The other hunter appears only by their
 * public id and hunter name.
 */
export function exportFriends(db: Queryable, userId: string) {
  const otherId = sql`CASE WHEN ${friendships.userLow} = ${userId} THEN ${friendships.userHigh} ELSE ${friendships.userLow} END`;
  return db
    .select({
      status: friendships.status,
      requestedByMe: sql<boolean>`${friendships.requesterId} = ${userId}`,
      createdAt: friendships.createdAt,
      acceptedAt: friendships.acceptedAt,
      hunter: { id: users.id, hunterName: users.hunterName },
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherId))
    .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)))
    .orderBy(friendships.createdAt);
}

/** Chat messages the hunter wrote (only theirs, not the conversations around them). */
export function exportChatMessages(db: Queryable, userId: string) {
  return db
    .select({
      id: chatMessages.id,
      chatType: chatMessages.chatType,
      region: chatMessages.region,
      partyId: chatMessages.partyId,
      guildId: chatMessages.guildId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(chatMessages.createdAt, chatMessages.id);
}

/** The hunter's party (name, when they joined, whether they lead it), or null. */
export async function exportPartyMembership(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      partyId: parties.id,
      name: parties.name,
      joinedAt: users.partyJoinedAt,
      leader: sql<boolean>`${parties.leaderId} = ${users.id}`,
    })
    .from(users)
    .innerJoin(parties, eq(parties.id, users.partyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The hunter's guild (name, their rank, when they joined), or null. */
export async function exportGuildMembership(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      guildId: guilds.id,
      name: guilds.name,
      rank: guildRanks.name,
      rankLevel: guildRanks.permissionLevel,
      owner: sql<boolean>`${guilds.leaderId} = ${guildMembers.userId}`,
      joinedAt: guildMembers.joinedAt,
    })
    .from(guildMembers)
    .innerJoin(guilds, eq(guilds.id, guildMembers.guildId))
    .innerJoin(guildRanks, eq(guildRanks.id, guildMembers.rankId))
    .where(eq(guildMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Listings the hunter made (the buyer's id left out: it is another hunter's). */
export function exportListingsSold(db: Queryable, userId: string) {
  return db
    .select({
      id: auctionListings.id,
      itemId: auctionListings.itemId,
      price: auctionListings.price,
      description: auctionListings.description,
      status: auctionListings.status,
      createdAt: auctionListings.createdAt,
      closedAt: auctionListings.closedAt,
    })
    .from(auctionListings)
    .where(eq(auctionListings.sellerId, userId));
}

/** Listings the hunter bought (the seller's id left out). */
export function exportListingsBought(db: Queryable, userId: string) {
  return db
    .select({
      id: auctionListings.id,
      itemId: auctionListings.itemId,
      price: auctionListings.price,
      closedAt: auctionListings.closedAt,
    })
    .from(auctionListings)
    .where(eq(auctionListings.buyerId, userId));
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

// ---- deletion ---------------------------------------------------------------------------------

/** The hunter's active auction listings, to withdraw before they go. */
export function activeListingIdsOf(db: Queryable, userId: string) {
  return db
    .select({ id: auctionListings.id })
    .from(auctionListings)
    .where(and(eq(auctionListings.sellerId, userId), eq(auctionListings.status, "active")));
}
