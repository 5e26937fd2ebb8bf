import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { enterGuild } from "./membership.ts";

export function joinGuild(db: Db, userId: string, guildId: string) {
  return inTransaction(db, async (tx, emit) => {
    const guild = await enterGuild(tx, emit, userId, guildId);
    return { message: `Guild Joined! Welcome to ${guild.name}.` };
  });
}
