import type { RankFields } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { actorInLockedGuild, assertMay, FORBIDDEN } from "./actor.ts";
import {
  maySetLevel,
  mayTouchRank,
  OWNER_LEVEL,
  rankFlagsProblem,
  rankPowerProblem,
} from "./policy.ts";
import { presentRank } from "./present.ts";
import * as repo from "./repo.ts";

export function updateRank(db: Db, actorId: string, rankId: string, patch: Partial<RankFields>) {
  return inTransaction(db, async (tx, emit) => {
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
    emit({ type: "guildRanksChanged", userId: actorId, guildId: guild.id });
    return { message: "Rank Updated", rank: presentRank(row) };
  });
}
