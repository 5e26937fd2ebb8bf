import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import {
  type GuildRankRow,
  type GuildRow,
  guildAnnouncements,
  guildBans,
  guildInsignias,
  guildInvitations,
  guildMembers,
  guildRanks,
  guilds,
  guildXpGrants,
} from "../../db/schema/guilds.ts";
import { users } from "../../db/schema/users.ts";

export interface Membership {
  guildId: string;
  rank: GuildRankRow;
}

export async function findMembership(q: Queryable, userId: string): Promise<Membership | null> {
  const [row] = await q
    .select({ guildId: guildMembers.guildId, rank: guildRanks })
    .from(guildMembers)
    .innerJoin(guildRanks, eq(guildRanks.id, guildMembers.rankId))
    .where(eq(guildMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the guild row FOR NO KEY UPDATE: every membership or rank change of one guild runs one
 * at a time, while paying a member (an insert into guild_xp_grants, which takes only a KEY SHARE
 * lock on the guild) is never blocked. Lock order: the hunter whose membership changes, then
 * the guild.
 */
export async function lockGuild(q: Queryable, guildId: string): Promise<GuildRow | null> {
  const [row] = await q.select().from(guilds).where(eq(guilds.id, guildId)).for("no key update");
  return row ?? null;
}

export async function findGuild(q: Queryable, guildId: string): Promise<GuildRow | null> {
  const [row] = await q.select().from(guilds).where(eq(guilds.id, guildId)).limit(1);
  return row ?? null;
}

export async function guildTotals(q: Queryable, guildIds: string[]) {
  const totals = new Map<string, { xp: number; members: number }>();
  if (guildIds.length === 0) return totals;
  for (const id of guildIds) totals.set(id, { xp: 0, members: 0 });
  const xp = await q
    .select({ guildId: guildXpGrants.guildId, total: sql<string>`sum(${guildXpGrants.amount})` })
    .from(guildXpGrants)
    .where(inArray(guildXpGrants.guildId, guildIds))
    .groupBy(guildXpGrants.guildId);
  for (const row of xp) {
    const entry = totals.get(row.guildId);
    if (entry) entry.xp = Number(row.total);
  }
  const members = await q
    .select({ guildId: guildMembers.guildId, count: sql<number>`count(*)::int` })
    .from(guildMembers)
    .where(inArray(guildMembers.guildId, guildIds))
    .groupBy(guildMembers.guildId);
  for (const row of members) {
    const entry = totals.get(row.guildId);
    if (entry) entry.members = row.count;
  }
  return totals;
}

export function listGuilds(q: Queryable): Promise<GuildRow[]> {
  return q.select().from(guilds).orderBy(asc(guilds.createdAt)).limit(200);
}

export function listRanks(q: Queryable, guildId: string): Promise<GuildRankRow[]> {
  return q
    .select()
    .from(guildRanks)
    .where(eq(guildRanks.guildId, guildId))
    .orderBy(desc(guildRanks.permissionLevel), asc(guildRanks.createdAt));
}

export async function findRank(q: Queryable, guildId: string, rankId: string) {
  const [row] = await q
    .select()
    .from(guildRanks)
    .where(and(eq(guildRanks.id, rankId), eq(guildRanks.guildId, guildId)))
    .limit(1);
  return row ?? null;
}

export function listMembers(q: Queryable, guildId: string) {
  return q
    .select({
      id: users.id,
      hunterName: users.hunterName,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      level: users.level,
      rank: guildRanks,
    })
    .from(guildMembers)
    .innerJoin(users, eq(users.id, guildMembers.userId))
    .innerJoin(guildRanks, eq(guildRanks.id, guildMembers.rankId))
    .where(eq(guildMembers.guildId, guildId))
    .orderBy(desc(guildRanks.permissionLevel), asc(guildMembers.joinedAt));
}

export function listAnnouncements(q: Queryable, guildId: string) {
  return q
    .select({
      id: guildAnnouncements.id,
      message: guildAnnouncements.message,
      createdAt: guildAnnouncements.createdAt,
      hunterName: users.hunterName,
    })
    .from(guildAnnouncements)
    .leftJoin(users, eq(users.id, guildAnnouncements.userId))
    .where(eq(guildAnnouncements.guildId, guildId))
    .orderBy(desc(guildAnnouncements.createdAt))
    .limit(50);
}

// ---------------------------------------------------------------- writes

export async function insertMember(
  q: Queryable,
  values: { userId: string; guildId: string; rankId: string },
) {
  await q.insert(guildMembers).values(values);
}

export async function removeMember(q: Queryable, userId: string) {
  await q.delete(guildMembers).where(eq(guildMembers.userId, userId));
}

// ---------------------------------------------------------------- bans

/** A kick bars the hunter from joining again; a repeat kick keeps the first row. */
export async function insertBan(
  q: Queryable,
  values: { guildId: string; userId: string; bannedBy: string },
) {
  await q.insert(guildBans).values(values).onConflictDoNothing();
}

/** Lifts a ban; whether there was one. */
export async function deleteBan(q: Queryable, guildId: string, userId: string) {
  const rows = await q
    .delete(guildBans)
    .where(and(eq(guildBans.guildId, guildId), eq(guildBans.userId, userId)))
    .returning({ userId: guildBans.userId });
  return rows.length > 0;
}

export async function isBanned(q: Queryable, guildId: string, userId: string) {
  const [row] = await q
    .select({ userId: guildBans.userId })
    .from(guildBans)
    .where(and(eq(guildBans.guildId, guildId), eq(guildBans.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The guild's bans, newest first, with the banned hunters' names. */
export function listBans(q: Queryable, guildId: string) {
  return q
    .select({
      userId: guildBans.userId,
      hunterName: users.hunterName,
      bannedAt: guildBans.createdAt,
    })
    .from(guildBans)
    .innerJoin(users, eq(users.id, guildBans.userId))
    .where(eq(guildBans.guildId, guildId))
    .orderBy(desc(guildBans.createdAt));
}

export async function setGuildLeader(q: Queryable, guildId: string, leaderId: string) {
  await q.update(guilds).set({ leaderId }).where(eq(guilds.id, guildId));
}

/** Dissolves the guild: its ranks, members, invitations, announcements and XP go with it. */
export async function deleteGuild(q: Queryable, guildId: string) {
  await q.delete(guilds).where(eq(guilds.id, guildId));
}

export async function setMemberRank(q: Queryable, userId: string, rankId: string) {
  await q.update(guildMembers).set({ rankId }).where(eq(guildMembers.userId, userId));
}

export async function insertGuild(q: Queryable, values: typeof guilds.$inferInsert) {
  const [row] = await q.insert(guilds).values(values).returning();
  if (!row) throw new Error("guild insert returned nothing");
  return row;
}

export function insertRanks(q: Queryable, values: (typeof guildRanks.$inferInsert)[]) {
  return q.insert(guildRanks).values(values).returning();
}

export async function updateRank(
  q: Queryable,
  rankId: string,
  patch: Partial<typeof guildRanks.$inferInsert>,
) {
  const [row] = await q.update(guildRanks).set(patch).where(eq(guildRanks.id, rankId)).returning();
  if (!row) throw new Error("rank update returned nothing");
  return row;
}

export async function deleteRankMovingMembers(q: Queryable, rankId: string, fallbackId: string) {
  await q.update(guildMembers).set({ rankId: fallbackId }).where(eq(guildMembers.rankId, rankId));
  await q.delete(guildRanks).where(eq(guildRanks.id, rankId));
}

export async function findHunterName(q: Queryable, userId: string) {
  const [row] = await q
    .select({ hunterName: users.hunterName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(
  q: Queryable,
  values: { guildId: string; inviterId: string; inviteeId: string },
) {
  const [row] = await q.insert(guildInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockInvitationOf(q: Queryable, invitationId: string, inviteeId: string) {
  const [row] = await q
    .select()
    .from(guildInvitations)
    .where(and(eq(guildInvitations.id, invitationId), eq(guildInvitations.inviteeId, inviteeId)))
    .for("update");
  return row ?? null;
}

/** The guild's pending invitations (only `inviterId`'s, when given) go; says which went to whom. */
export function deletePendingInvitations(
  q: Queryable,
  guildId: string,
  inviterId?: string,
): Promise<{ id: string; inviteeId: string }[]> {
  return q
    .delete(guildInvitations)
    .where(
      and(
        eq(guildInvitations.guildId, guildId),
        eq(guildInvitations.status, "pending"),
        inviterId ? eq(guildInvitations.inviterId, inviterId) : undefined,
      ),
    )
    .returning({ id: guildInvitations.id, inviteeId: guildInvitations.inviteeId });
}

/** A dead invitation goes: the pending-invitation index then lets the guild invite again. */
export async function deleteInvitation(q: Queryable, id: string) {
  await q.delete(guildInvitations).where(eq(guildInvitations.id, id));
}

export async function setInvitationStatus(
  q: Queryable,
  id: string,
  status: "accepted" | "declined",
) {
  await q.update(guildInvitations).set({ status }).where(eq(guildInvitations.id, id));
}

export async function insertAnnouncement(
  q: Queryable,
  values: { guildId: string; userId: string; message: string },
) {
  await q.insert(guildAnnouncements).values(values);
}

export async function updateGuild(
  q: Queryable,
  guildId: string,
  changes: { name?: string; nameKey?: string; description?: string | null },
) {
  await q.update(guilds).set(changes).where(eq(guilds.id, guildId));
}

export async function guildIdOfMember(q: Queryable, userId: string): Promise<string | null> {
  const [row] = await q
    .select({ guildId: guildMembers.guildId })
    .from(guildMembers)
    .where(eq(guildMembers.userId, userId))
    .limit(1);
  return row?.guildId ?? null;
}

export async function insertXpGrant(
  q: Queryable,
  values: { guildId: string; userId: string; amount: number },
) {
  await q.insert(guildXpGrants).values(values);
}

export async function insertInsignia(q: Queryable, uploaderId: string, webpBase64: string) {
  const [row] = await q
    .insert(guildInsignias)
    .values({ uploaderId, webpBase64 })
    .returning({ id: guildInsignias.id });
  if (!row) throw new Error("insignia insert returned nothing");
  return row.id;
}

/**
 * Deletes up to `limit` uploaded insignia older than `before` that no guild shows (a guild
 * stores the insignia's path, `<prefix><id>.webp`). Returns how many went.
 */
export async function deleteUnusedInsignias(
  q: Queryable,
  { before, prefix, limit }: { before: Date; prefix: string; limit: number },
): Promise<number> {
  const result = await q.execute(sql`
    DELETE FROM ${guildInsignias} WHERE ${guildInsignias.id} IN (
      SELECT i.id FROM ${guildInsignias} i
      WHERE i.created_at < ${before}
        AND NOT EXISTS (
          SELECT 1 FROM ${guilds} g WHERE g.insignia = ${prefix} || i.id::text || '.webp'
        )
      LIMIT ${limit}
    )`);
  return result.rowCount ?? 0;
}

export async function findInsignia(q: Queryable, id: string): Promise<string | null> {
  const [row] = await q
    .select({ data: guildInsignias.webpBase64 })
    .from(guildInsignias)
    .where(eq(guildInsignias.id, id))
    .limit(1);
  return row?.data ?? null;
}

export async function insigniaExists(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q
    .select({ id: guildInsignias.id })
    .from(guildInsignias)
    .where(eq(guildInsignias.id, id))
    .limit(1);
  return row !== undefined;
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

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
