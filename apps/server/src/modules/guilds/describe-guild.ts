import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import * as repo from "./repo.ts";

export function describeGuild(db: Db, actorId: string, description: string) {
  return inTransaction(db, async (tx, emit) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "editGuild");
    await repo.updateGuild(tx, guild.id, { description: description || null });
    emit({ type: "guildDetailsChanged", userId: actorId, guildId: guild.id });
    return { message: "Description Updated" };
  });
}

// ---------------------------------------------------------------- ranks
