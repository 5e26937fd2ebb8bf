import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/errors.ts";
import { lockUser } from "../users/repo.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import { setUserGuild } from "./membership.ts";
import { mayActOnMember } from "./policy.ts";
import * as repo from "./repo.ts";

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
    emit({ type: "guildMembersChanged", userId: memberId, guildId: guild.id });
    return { message: "Member Kicked" };
  });
}

// ---------------------------------------------------------------- invitations
