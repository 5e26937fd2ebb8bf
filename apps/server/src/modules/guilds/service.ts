import {
  GUILD_CREATION_COST,
  GUILD_RENAME_COST,
  type Guild,
  type GuildPermissions,
  type GuildRank,
  guildLevelFromTotal,
  MAX_GUILD_MEMBERS,
  type MyGuildReply,
  type RankFields,
} from "@repgate/contracts/guilds";
import { nameKey } from "@repgate/game/name-key";
import type { Db, Queryable, Tx } from "../../db/connect.ts";
import type { GuildRankRow, GuildRow } from "../../db/schema/guilds.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { assertMayReach } from "../blocks/service.ts";
import { notify, removeInvitationNotice } from "../notifications/service.ts";
import { lockUser } from "../users/repo.ts";
import { debit } from "../wallet/service.ts";
import { insigniaForGuild, prepareInsignia } from "./insignia.ts";
import {
  type GuildAction,
  guildInvitationProblem,
  may,
  mayActOnMember,
  maySetLevel,
  mayTouchRank,
  OWNER_LEVEL,
  rankFlagsProblem,
  rankPowerProblem,
} from "./policy.ts";
import * as repo from "./repo.ts";

const NOT_IN_GUILD = "You are not in a guild.";
const FORBIDDEN = "Your guild rank does not allow that.";

/** Default ranks at creation (docs/game-rules/guilds.md). */
const DEFAULT_RANKS: RankFields[] = [
  {
    name: "Member",
    color: "#9ca3af",
    permissionLevel: 0,
    canDeleteMessages: false,
    canSendAnnouncements: false,
    canKickMembers: false,
    canEditGuild: false,
    canManageRanks: false,
  },
  {
    name: "Moderator",
    color: "#06b6d4",
    permissionLevel: 1,
    canDeleteMessages: true,
    canSendAnnouncements: false,
    canKickMembers: false,
    canEditGuild: false,
    canManageRanks: false,
  },
  {
    name: "Admin",
    color: "#a855f7",
    permissionLevel: 2,
    canDeleteMessages: true,
    canSendAnnouncements: true,
    canKickMembers: true,
    canEditGuild: false,
    canManageRanks: false,
  },
];
const OWNER_COLOR = "#f59e0b";

function presentRank(row: GuildRankRow): GuildRank {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    permissionLevel: row.permissionLevel,
    canDeleteMessages: row.canDeleteMessages,
    canSendAnnouncements: row.canSendAnnouncements,
    canKickMembers: row.canKickMembers,
    canEditGuild: row.canEditGuild,
    canManageRanks: row.canManageRanks,
  };
}

async function presentGuilds(q: Queryable, rows: GuildRow[]): Promise<Guild[]> {
  const totals = await repo.guildTotals(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const total = totals.get(row.id) ?? { xp: 0, members: 0 };
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      insignia: row.insignia,
      leaderId: row.leaderId,
      memberCount: total.members,
      ...guildLevelFromTotal(total.xp),
    };
  });
}

async function presentGuild(q: Queryable, row: GuildRow): Promise<Guild> {
  const [guild] = await presentGuilds(q, [row]);
  if (!guild) throw new Error("presentGuilds lost a guild");
  return guild;
}

/** The actor's membership, with the guild locked for the rest of the transaction. */
async function actorInLockedGuild(tx: Tx, userId: string) {
  const first = await repo.findMembership(tx, userId);
  if (!first) throw new AppError("forbidden", NOT_IN_GUILD);
  const guild = await repo.lockGuild(tx, first.guildId);
  // Read again under the lock: a kick or rank change may have just committed.
  const membership = await repo.findMembership(tx, userId);
  if (!guild || !membership || membership.guildId !== guild.id) {
    throw new AppError("forbidden", NOT_IN_GUILD);
  }
  return { guild, rank: membership.rank };
}

function assertMay(rank: GuildRankRow, action: GuildAction) {
  if (!may(rank, action)) throw new AppError("forbidden", FORBIDDEN);
}

/** Membership moved: the hunter's profile (guildId) and their rooms (guild chat) changed. */
async function setUserGuild(tx: Tx, emit: Emit, userId: string, guildId: string | null) {
  await repo.setUserGuildId(tx, userId, guildId);
  emit({ type: "hunterChanged", userId });
  // The hunter's sockets join or leave the guild's chat room on every instance.
  emit({ type: "roomsChanged", userId });
}

async function insertMember(tx: Tx, values: { userId: string; guildId: string; rankId: string }) {
  try {
    await repo.insertMember(tx, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "You are already in a guild.");
    throw error;
  }
}

// ---------------------------------------------------------------- reads

export async function myGuild(db: Db, userId: string): Promise<MyGuildReply> {
  const membership = await repo.findMembership(db, userId);
  const row = membership && (await repo.findGuild(db, membership.guildId));
  if (!membership || !row) {
    return { guild: null, members: [], ranks: [], announcements: [], myRank: null };
  }
  const [guild, members, ranks, announcements] = await Promise.all([
    presentGuild(db, row),
    repo.listMembers(db, row.id),
    repo.listRanks(db, row.id),
    repo.listAnnouncements(db, row.id),
  ]);
  return {
    guild,
    myRank: presentRank(membership.rank),
    ranks: ranks.map(presentRank),
    members: members.map((m) => ({
      id: m.id,
      hunterName: m.hunterName,
      username: null,
      firstName: m.firstName,
      lastName: m.lastName,
      profileImageUrl: m.profileImageUrl,
      profilePicture: m.profileImageUrl,
      level: m.level,
      guildRank: presentRank(m.rank),
    })),
    announcements: announcements.map((a) => ({
      id: a.id,
      message: a.message,
      createdAt: a.createdAt.toISOString(),
      user: { username: null, hunterName: a.hunterName },
    })),
  };
}

export async function currentGuild(db: Db, userId: string): Promise<Guild | null> {
  const membership = await repo.findMembership(db, userId);
  const row = membership && (await repo.findGuild(db, membership.guildId));
  return row ? presentGuild(db, row) : null;
}

export async function availableGuilds(db: Db): Promise<Guild[]> {
  const all = await presentGuilds(db, await repo.listGuilds(db));
  return all.filter((g) => g.memberCount < MAX_GUILD_MEMBERS);
}

export async function permissions(db: Db, userId: string): Promise<GuildPermissions> {
  const rank = (await repo.findMembership(db, userId))?.rank ?? null;
  return {
    canInviteMembers: may(rank, "invite"),
    canSendAnnouncements: may(rank, "announce"),
    canKickMembers: may(rank, "kick"),
    canEditGuild: may(rank, "editGuild"),
    canManageRanks: may(rank, "manageRanks"),
    canDeleteMessages: may(rank, "deleteMessages"),
  };
}

// ---------------------------------------------------------------- creation and membership

export interface CreateGuildInput {
  name: string;
  description?: string | undefined;
  insignia?: string | undefined;
  ownerRankName?: string | undefined;
  customRanks?: RankFields[] | undefined;
}

/**
 * Creates a guild: 10,000 gold debited once through the wallet (reason guild_creation) under the
 * creator's row lock, the default ranks (or the wizard's ranks) plus the creator's top rank.
 * The insignia may be an image sent in this call (re-encoded as an upload is), the path of an
 * earlier upload, or the default emoji; all of it commits or none does.
 */
export async function createGuild(db: Db, userId: string, input: CreateGuildInput) {
  for (const rank of input.customRanks ?? []) {
    const problem = rankFlagsProblem(rank);
    if (problem) throw new AppError("bad_request", problem);
  }
  const insignia = await prepareInsignia(input.insignia);
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("unauthenticated", "Sign in to continue.");
    if (await repo.findMembership(tx, userId)) {
      throw new AppError("conflict", "You are already in a guild.");
    }
    const guild = await repo
      .insertGuild(tx, {
        name: input.name,
        nameKey: nameKey(input.name),
        description: input.description?.trim() || null,
        insignia: await insigniaForGuild(tx, userId, insignia),
        leaderId: userId,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, "guilds_name_unique")) {
          throw new AppError("conflict", "A guild with that name already exists.");
        }
        throw error;
      });
    const gold = await debit(tx, emit, "gold", {
      userId,
      amount: GUILD_CREATION_COST,
      reason: "guild_creation",
      reference: guild.id,
    });
    if (gold === null) {
      throw new AppError("conflict", "Insufficient Gold: You need 10,000 gold to create a guild.");
    }
    const ranks =
      input.customRanks && input.customRanks.length > 0 ? input.customRanks : DEFAULT_RANKS;
    await repo.insertRanks(
      tx,
      ranks.map((r) => ({ ...r, guildId: guild.id })),
    );
    const [ownerRank] = await repo.insertRanks(tx, [
      {
        guildId: guild.id,
        name: input.ownerRankName ?? "Guild Master",
        color: OWNER_COLOR,
        permissionLevel: OWNER_LEVEL,
        canDeleteMessages: true,
        canSendAnnouncements: true,
        canKickMembers: true,
        canEditGuild: true,
        canManageRanks: true,
      },
    ]);
    if (!ownerRank) throw new Error("owner rank insert returned nothing");
    await insertMember(tx, { userId, guildId: guild.id, rankId: ownerRank.id });
    await setUserGuild(tx, emit, userId, guild.id);
    return { message: "Guild Created!", guild: await presentGuild(tx, guild) };
  });
}

/** The lowest rank of a guild: where joiners start and kicked ranks' members fall to. */
async function lowestRank(tx: Queryable, guildId: string): Promise<GuildRankRow> {
  const ranks = await repo.listRanks(tx, guildId);
  const lowest = ranks.at(-1);
  if (!lowest) throw new Error(`guild ${guildId} has no ranks`);
  return lowest;
}

async function enterGuild(tx: Tx, emit: Emit, userId: string, guildId: string) {
  const user = await lockUser(tx, userId);
  if (!user) throw new AppError("unauthenticated", "Sign in to continue.");
  if (await repo.findMembership(tx, userId))
    throw new AppError("conflict", "You are already in a guild.");
  const guild = await repo.lockGuild(tx, guildId);
  if (!guild) throw new AppError("not_found", "That guild no longer exists.");
  const count = (await repo.guildTotals(tx, [guildId])).get(guildId)?.members ?? 0;
  if (count >= MAX_GUILD_MEMBERS) throw new AppError("conflict", "That guild is full.");
  const rank = await lowestRank(tx, guildId);
  await insertMember(tx, { userId, guildId, rankId: rank.id });
  await setUserGuild(tx, emit, userId, guildId);
  return guild;
}

export function joinGuild(db: Db, userId: string, guildId: string) {
  return inTransaction(db, async (tx, emit) => {
    const guild = await enterGuild(tx, emit, userId, guildId);
    return { message: `Guild Joined! Welcome to ${guild.name}.` };
  });
}

export function leaveGuild(db: Db, userId: string) {
  return inTransaction(db, async (tx, emit) => {
    await lockUser(tx, userId);
    const { guild, rank } = await actorInLockedGuild(tx, userId);
    if (rank.permissionLevel >= OWNER_LEVEL || guild.leaderId === userId) {
      throw new AppError("conflict", "The guild owner cannot leave the guild.");
    }
    await repo.removeMember(tx, userId);
    await setUserGuild(tx, emit, userId, null);
    return { message: "Left Guild" };
  });
}

/**
 * Account deletion (the hunter's row is already locked by the caller; then the guild, the
 * module's lock order). A member simply leaves. The owner's guild passes to the member of the
 * highest rank level, the longest-standing among equals, who takes the owner rank; an owner
 * alone dissolves the guild. Nothing when in no guild.
 */
export async function leaveGuildOfDeletedHunter(tx: Tx, emit: Emit, userId: string) {
  const first = await repo.findMembership(tx, userId);
  if (!first) return;
  const guild = await repo.lockGuild(tx, first.guildId);
  const membership = await repo.findMembership(tx, userId);
  if (!guild || !membership || membership.guildId !== guild.id) return;
  const isOwner = membership.rank.permissionLevel >= OWNER_LEVEL || guild.leaderId === userId;
  const rest = (await repo.listMembers(tx, guild.id)).filter((m) => m.id !== userId);
  await repo.removeMember(tx, userId);
  await setUserGuild(tx, emit, userId, null);
  if (!isOwner) return;
  // Highest level first, then longest-standing: listMembers' order.
  const successor = rest[0];
  if (!successor) {
    await repo.deleteGuild(tx, guild.id);
    return;
  }
  const ranks = await repo.listRanks(tx, guild.id);
  const ownerRank = ranks.find((r) => r.permissionLevel >= OWNER_LEVEL) ?? membership.rank;
  await repo.setMemberRank(tx, successor.id, ownerRank.id);
  await repo.setGuildLeader(tx, guild.id, successor.id);
  emit({ type: "hunterChanged", userId: successor.id });
}

export function kickMember(db: Db, actorId: string, memberId: string) {
  return inTransaction(db, async (tx, emit) => {
    // Lock order: the hunter whose membership changes, then the guild.
    await lockUser(tx, memberId);
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "kick");
    const target = await repo.findMembership(tx, memberId);
    if (!target || target.guildId !== guild.id) {
      throw new AppError("not_found", "That hunter is not in your guild.");
    }
    if (!mayActOnMember(rank, "kick", target.rank, actorId === memberId)) {
      throw new AppError("forbidden", "You cannot kick a member of your rank or above.");
    }
    await repo.removeMember(tx, memberId);
    await setUserGuild(tx, emit, memberId, null);
    return { message: "Member Kicked" };
  });
}

// ---------------------------------------------------------------- invitations

export function inviteToGuild(db: Db, actorId: string, inviteeId: string) {
  return inTransaction(db, async (tx, emit) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "invite");
    if (inviteeId === actorId) throw new AppError("bad_request", "You cannot invite yourself.");
    const invitee = await repo.findHunterName(tx, inviteeId);
    if (!invitee) throw new AppError("not_found", "That hunter does not exist.");
    await assertMayReach(tx, actorId, inviteeId);
    if (await repo.findMembership(tx, inviteeId)) {
      throw new AppError("conflict", "That hunter is already in a guild.");
    }
    const actor = await repo.findHunterName(tx, actorId);
    const invitation = await repo.insertInvitation(tx, {
      guildId: guild.id,
      inviterId: actorId,
      inviteeId,
    });
    if (!invitation)
      throw new AppError("conflict", "That hunter already has an invitation to your guild.");
    await notify(tx, emit, inviteeId, {
      type: "guild_invite",
      title: "Guild Invitation",
      message: `${actor?.hunterName ?? "A hunter"} invites you to join ${guild.name}.`,
      data: { invitationId: invitation.id, senderId: actorId, senderName: actor?.hunterName ?? "" },
      senderId: actorId,
    });
    return { message: "Invitation sent." };
  });
}

const GUILD_GONE = "This invitation has expired: that guild no longer exists.";

/**
 * Only the invitee may answer; an answered invitation cannot be answered again. One that lost
 * its reason (`guildInvitationProblem`, or its guild is gone) is deleted with its notification
 * and answered 410 or 409; that must commit, so the refusal leaves the transaction as a value.
 */
export async function answerInvitation(
  db: Db,
  userId: string,
  invitationId: string,
  accept: boolean,
) {
  const outcome = await inTransaction(db, async (tx, emit) => {
    const invitation = await repo.lockInvitationOf(tx, invitationId, userId);
    if (!invitation) {
      // A dissolved guild takes its invitations with it; the notification tells it existed.
      if (await removeInvitationNotice(tx, emit, userId, invitationId)) {
        return { refused: new AppError("gone", GUILD_GONE) };
      }
      throw new AppError("not_found", "That invitation does not exist.");
    }
    if (invitation.status !== "pending") {
      throw new AppError("conflict", "That invitation was already answered.");
    }
    // The house order: the hunter's row, then the guild's, then what is read under them.
    await lockUser(tx, userId);
    const guild = await repo.lockGuild(tx, invitation.guildId);
    const inviter = guild ? await repo.findMembership(tx, invitation.inviterId) : null;
    const count = guild
      ? ((await repo.guildTotals(tx, [guild.id])).get(guild.id)?.members ?? 0)
      : 0;
    const problem = guild
      ? guildInvitationProblem(
          inviter?.guildId === guild.id ? inviter.rank : null,
          count,
          MAX_GUILD_MEMBERS,
        )
      : { status: "gone" as const, message: GUILD_GONE };
    if (problem) {
      await repo.deleteInvitation(tx, invitation.id);
      await removeInvitationNotice(tx, emit, userId, invitation.id);
      return { refused: new AppError(problem.status, problem.message) };
    }
    await repo.setInvitationStatus(tx, invitationId, accept ? "accepted" : "declined");
    if (!accept) return { message: "Invitation declined." };
    const joined = await enterGuild(tx, emit, userId, invitation.guildId);
    return { message: `Guild Joined! Welcome to ${joined.name}.` };
  });
  if ("refused" in outcome) throw outcome.refused;
  return outcome;
}

// ---------------------------------------------------------------- guild settings

export function announce(db: Db, actorId: string, message: string) {
  return inTransaction(db, async (tx) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "announce");
    await repo.insertAnnouncement(tx, { guildId: guild.id, userId: actorId, message });
    return { message: "Announcement Sent" };
  });
}

/**
 * Deletes a message of the actor's guild chat (a rank with canDeleteMessages, or the owner);
 * every open guild chat drops it through chatMessageDeleted. A message of another room answers
 * 404, as one that does not exist. Reports keep their own copy of it.
 */
export function deleteGuildChatMessage(db: Db, actorId: string, messageId: string) {
  return inTransaction(db, async (tx, emit) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "deleteMessages");
    if (!(await repo.deleteGuildChatMessage(tx, guild.id, messageId))) {
      throw new AppError("not_found", "That message does not exist.");
    }
    emit({ type: "chatMessageDeleted", userId: actorId, guildId: guild.id, messageId });
    return { message: "Message deleted." };
  });
}

export function renameGuild(db: Db, actorId: string, name: string) {
  return inTransaction(db, async (tx, emit) => {
    await lockUser(tx, actorId);
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "editGuild");
    if (guild.name === name) {
      throw new AppError("bad_request", "The new name must be different from the current one.");
    }
    const gold = await debit(tx, emit, "gold", {
      userId: actorId,
      amount: GUILD_RENAME_COST,
      reason: "guild_rename",
      reference: guild.id,
    });
    if (gold === null)
      throw new AppError("conflict", "You need 500 gold to change the guild name.");
    await repo
      .updateGuild(tx, guild.id, { name, nameKey: nameKey(name) })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, "guilds_name_unique")) {
          throw new AppError("conflict", "A guild with that name already exists.");
        }
        throw error;
      });
    return { message: "Guild Name Updated", gold };
  });
}

export function describeGuild(db: Db, actorId: string, description: string) {
  return inTransaction(db, async (tx) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "editGuild");
    await repo.updateGuild(tx, guild.id, { description: description || null });
    return { message: "Description Updated" };
  });
}

// ---------------------------------------------------------------- ranks

export function createRank(db: Db, actorId: string, fields: RankFields) {
  return inTransaction(db, async (tx) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "manageRanks");
    if (fields.permissionLevel !== 0 && !maySetLevel(rank, fields.permissionLevel)) {
      throw new AppError("forbidden", "Only the guild owner sets permission levels.");
    }
    const beyond = rankPowerProblem(rank, null, fields);
    if (beyond) throw new AppError("forbidden", beyond);
    const problem = rankFlagsProblem(fields);
    if (problem) throw new AppError("bad_request", problem);
    const [row] = await repo.insertRanks(tx, [{ ...fields, guildId: guild.id }]);
    if (!row) throw new Error("rank insert returned nothing");
    return { message: "Rank Created", rank: presentRank(row) };
  });
}

export function updateRank(db: Db, actorId: string, rankId: string, patch: Partial<RankFields>) {
  return inTransaction(db, async (tx) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "manageRanks");
    const target = await repo.findRank(tx, guild.id, rankId);
    if (!target) throw new AppError("not_found", "That rank does not exist.");
    if (target.permissionLevel >= OWNER_LEVEL) {
      throw new AppError("forbidden", "The owner rank cannot be edited.");
    }
    if (!mayTouchRank(rank, target)) throw new AppError("forbidden", FORBIDDEN);
    if (
      patch.permissionLevel !== undefined &&
      patch.permissionLevel !== target.permissionLevel &&
      !maySetLevel(rank, patch.permissionLevel)
    ) {
      throw new AppError("forbidden", "Only the guild owner sets permission levels.");
    }
    const next = { ...target, ...patch };
    const beyond = rankPowerProblem(rank, target, next);
    if (beyond) throw new AppError("forbidden", beyond);
    const problem = rankFlagsProblem(next);
    if (problem) throw new AppError("bad_request", problem);
    const row = await repo.updateRank(tx, rankId, patch);
    return { message: "Rank Updated", rank: presentRank(row) };
  });
}

export function deleteRank(db: Db, actorId: string, rankId: string) {
  return inTransaction(db, async (tx) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "manageRanks");
    const target = await repo.findRank(tx, guild.id, rankId);
    if (!target) throw new AppError("not_found", "That rank does not exist.");
    if (target.permissionLevel >= OWNER_LEVEL) {
      throw new AppError("forbidden", "The owner rank cannot be deleted.");
    }
    if (!mayTouchRank(rank, target)) throw new AppError("forbidden", FORBIDDEN);
    const ranks = await repo.listRanks(tx, guild.id);
    const fallback = ranks.filter((r) => r.id !== rankId && r.permissionLevel < OWNER_LEVEL).at(-1);
    if (!fallback)
      throw new AppError("conflict", "A guild keeps at least one rank below the owner's.");
    // Its members fall to the lowest remaining rank.
    await repo.deleteRankMovingMembers(tx, rankId, fallback.id);
    return { message: "Rank Deleted" };
  });
}

export function setMemberRank(db: Db, actorId: string, memberId: string, rankId: string) {
  return inTransaction(db, async (tx) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "manageRanks");
    const target = await repo.findMembership(tx, memberId);
    if (!target || target.guildId !== guild.id) {
      throw new AppError("not_found", "That hunter is not in your guild.");
    }
    const newRank = await repo.findRank(tx, guild.id, rankId);
    if (!newRank) throw new AppError("not_found", "That rank does not exist.");
    if (!mayActOnMember(rank, "manageRanks", target.rank, actorId === memberId)) {
      throw new AppError("forbidden", "You can only change the rank of members below your own.");
    }
    if (!mayTouchRank(rank, newRank)) {
      throw new AppError("forbidden", "You can only give a rank below your own.");
    }
    await repo.setMemberRank(tx, memberId, rankId);
    return { message: "Member rank updated." };
  });
}
