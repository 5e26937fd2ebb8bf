import type { RankFields } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import { maySetLevel, rankFlagsProblem, rankPowerProblem } from "./policy.ts";
import { presentRank } from "./present.ts";
import * as repo from "./repo.ts";

export function createRank(db: Db, actorId: string, fields: RankFields) {
  return inTransaction(db, async (tx, emit) => {
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
    emit({ type: "guildRanksChanged", userId: actorId, guildId: guild.id });
    return { message: "Rank Created", rank: presentRank(row) };
  });
}
