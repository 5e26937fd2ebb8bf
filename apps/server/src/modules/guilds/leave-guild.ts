import type { Db, Tx } from "../../db/connect.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { lockUser } from "../users/repo.ts";
import { actorInLockedGuild } from "./actor.ts";
import { setUserGuild } from "./membership.ts";
import { expireInvitations } from "./moot-invitations.ts";
import { OWNER_LEVEL } from "./policy.ts";
import * as repo from "./repo.ts";

export function leaveGuild(db: Db, userId: string, now: Date) {
  return inTransaction(db, async (tx, emit) => {
    await lockUser(tx, userId);
    const { guild, rank } = await actorInLockedGuild(tx, userId);
    if (rank.permissionLevel >= OWNER_LEVEL || guild.leaderId === userId) {
      throw new AppError("conflict", "The guild owner cannot leave the guild.");
    }
    await repo.removeMember(tx, userId);
    await setUserGuild(tx, emit, userId, null);
    await expireInvitations(tx, emit, { guildId: guild.id, inviterId: userId, now });
    emit({ type: "guildMembersChanged", userId, guildId: guild.id });
    return { message: "Left Guild" };
  });
}

/**
 * Account deletion (the hunter's row is already locked by the caller; then the guild, the
 * module's lock order). A member simply leaves. The owner's guild passes to the member of the
 * highest rank level, the longest-standing among equals, who takes the owner rank; an owner
 * alone dissolves the guild. Nothing when in no guild.
 */
export async function leaveGuildOfDeletedHunter(
  tx: Tx,
  emit: Emit,
  { userId, now }: { userId: string; now: Date },
) {
  const first = await repo.findMembership(tx, userId);
  if (!first) return;
  const guild = await repo.lockGuild(tx, first.guildId);
  const membership = await repo.findMembership(tx, userId);
  if (!guild || !membership || membership.guildId !== guild.id) return;
  const isOwner = membership.rank.permissionLevel >= OWNER_LEVEL || guild.leaderId === userId;
  const rest = (await repo.listMembers(tx, guild.id)).filter((m) => m.id !== userId);
  await repo.removeMember(tx, userId);
  await setUserGuild(tx, emit, userId, null);
  await expireInvitations(tx, emit, { guildId: guild.id, inviterId: userId, now });
  // Also when the guild dissolves below: nobody is left in its room to hear it.
  emit({ type: "guildMembersChanged", userId, guildId: guild.id });
  if (!isOwner) return;
  // Highest level first, then longest-standing: listMembers' order.
  const successor = rest[0];
  if (!successor) {
    await expireInvitations(tx, emit, { guildId: guild.id, now });
    await repo.deleteGuild(tx, guild.id);
    emit({ type: "guildListChanged" });
    return;
  }
  const ranks = await repo.listRanks(tx, guild.id);
  const ownerRank = ranks.find((r) => r.permissionLevel >= OWNER_LEVEL) ?? membership.rank;
  await repo.setMemberRank(tx, successor.id, ownerRank.id);
  await repo.setGuildLeader(tx, guild.id, successor.id);
  emit({ type: "hunterChanged", userId: successor.id });
}
