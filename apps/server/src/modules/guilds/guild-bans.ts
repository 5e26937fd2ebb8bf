import type { GuildBan } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import * as repo from "./repo.ts";

/** The guild's bans; whoever may kick may read and lift them. */
export async function listGuildBans(db: Db, actorId: string): Promise<GuildBan[]> {
  const membership = await repo.findMembership(db, actorId);
  if (!membership) throw new AppError("forbidden", "You are not in a guild.");
  assertMay(membership.rank, "kick");
  const rows = await repo.listBans(db, membership.guildId);
  return rows.map((r) => ({ ...r, bannedAt: r.bannedAt.toISOString() }));
}

export function unbanMember(db: Db, actorId: string, memberId: string) {
  return inTransaction(db, async (tx, emit) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "kick");
    if (!(await repo.deleteBan(tx, guild.id, memberId))) {
      throw new AppError("not_found", "That hunter is not banned from your guild.");
    }
    // The bans list lives on the guild screen of everyone who may kick.
    emit({ type: "guildMembersChanged", userId: memberId, guildId: guild.id });
    return { message: "Ban lifted. That hunter may join your guild again." };
  });
}
