import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import * as repo from "./repo.ts";

export function announce(db: Db, actorId: string, message: string) {
  return inTransaction(db, async (tx, emit) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "announce");
    await repo.insertAnnouncement(tx, { guildId: guild.id, userId: actorId, message });
    emit({ type: "guildAnnouncementSent", userId: actorId, guildId: guild.id });
    return { message: "Announcement Sent" };
  });
}
