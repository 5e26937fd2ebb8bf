import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { deleteGuildChatMessage } from "../chat/repo.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";

/**
 * Deletes a message of the actor's guild chat (a rank with canDeleteMessages, or the owner);
 * every open guild chat drops it through chatMessageDeleted. A message of another room answers
 * 404, as one that does not exist. Reports keep their own copy of it.
 */
export function deleteMessageOfGuildChat(db: Db, actorId: string, messageId: string) {
  return inTransaction(db, async (tx, emit) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "deleteMessages");
    if (!(await deleteGuildChatMessage(tx, guild.id, messageId))) {
      throw new AppError("not_found", "That message does not exist.");
    }
    emit({ type: "chatMessageDeleted", userId: actorId, guildId: guild.id, messageId });
    return { message: "Message deleted." };
  });
}
