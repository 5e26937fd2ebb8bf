import { GUILD_RENAME_COST } from "@repgate/contracts/guilds";
import { nameKey } from "@repgate/game/rules/name-key";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isUniqueViolation } from "../../lib/http/pg-errors.ts";
import { lockUser } from "../users/repo.ts";
import { debit } from "../wallet/service.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import * as repo from "./repo.ts";

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
    emit({ type: "guildDetailsChanged", userId: actorId, guildId: guild.id });
    return { message: "Guild Name Updated", gold };
  });
}
