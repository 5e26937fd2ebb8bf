import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import { mayActOnMember, mayTouchRank } from "./policy.ts";
import * as repo from "./repo.ts";

export function setMemberRank(db: Db, actorId: string, memberId: string, rankId: string) {
  return inTransaction(db, async (tx, emit) => {
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
    emit({ type: "guildMembersChanged", userId: memberId, guildId: guild.id });
    return { message: "Member rank updated." };
  });
}
