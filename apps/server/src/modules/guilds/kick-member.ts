import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { notify } from "../notifications/service.ts";
import { lockUser } from "../users/repo.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import { setUserGuild } from "./membership.ts";
import { expireInvitations } from "./moot-invitations.ts";
import { mayActOnMember } from "./policy.ts";
import * as repo from "./repo.ts";

/**
 * Removes a member, bans them from joining again (only an invitation from the guild, or an
 * unban, lets them back: docs/game-rules/guilds.md) and tells them in their bell, all in one
 * transaction. Their sockets hear hunterChanged (their guild screen empties) and the bell item.
 */
export function kickMember(db: Db, actorId: string, memberId: string, now: Date) {
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
    await repo.insertBan(tx, { guildId: guild.id, userId: memberId, bannedBy: actorId });
    await setUserGuild(tx, emit, memberId, null);
    await expireInvitations(tx, emit, { guildId: guild.id, inviterId: memberId, now });
    emit({ type: "guildMembersChanged", userId: memberId, guildId: guild.id });
    // No senderId: a kick is the guild's decision, not a message a sender's limits govern.
    await notify(tx, emit, memberId, {
      type: "guild_kick",
      title: "Kicked from Guild",
      message: `You were removed from ${guild.name}. You can join it again only if invited.`,
      createdAt: now,
    });
    return { message: "Member Kicked" };
  });
}
