import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { lockUser } from "../users/repo.ts";
import { enterGuild } from "./membership.ts";
import * as repo from "./repo.ts";

const BANNED_FROM_GUILD =
  "You were kicked from this guild. You can join it again only by accepting an invitation from it.";

export function joinGuild(db: Db, userId: string, guildId: string) {
  return inTransaction(db, async (tx, emit) => {
    // Under the hunter's lock, which a kick of this hunter also takes first.
    await lockUser(tx, userId);
    if (await repo.isBanned(tx, guildId, userId)) {
      throw new AppError("forbidden", BANNED_FROM_GUILD);
    }
    const guild = await enterGuild(tx, emit, userId, guildId);
    return { message: `Guild Joined! Welcome to ${guild.name}.` };
  });
}
