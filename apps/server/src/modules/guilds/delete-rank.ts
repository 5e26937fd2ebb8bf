import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { actorInLockedGuild, assertMay, FORBIDDEN } from "./actor.ts";
import { mayTouchRank, OWNER_LEVEL } from "./policy.ts";
import * as repo from "./repo.ts";

export function deleteRank(db: Db, actorId: string, rankId: string) {
  return inTransaction(db, async (tx, emit) => {
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
    emit({ type: "guildRanksChanged", userId: actorId, guildId: guild.id });
    return { message: "Rank Deleted" };
  });
}
