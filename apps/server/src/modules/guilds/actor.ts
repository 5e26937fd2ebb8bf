import type { Tx } from "../../db/connect.ts";
import type { GuildRankRow } from "../../db/schema/guilds.ts";
import { AppError } from "../../lib/http/errors.ts";
import { type GuildAction, may } from "./policy.ts";
import * as repo from "./repo.ts";

const NOT_IN_GUILD = "You are not in a guild.";

export const FORBIDDEN = "Your guild rank does not allow that.";

/** The actor's membership, with the guild locked for the rest of the transaction. */
export async function actorInLockedGuild(tx: Tx, userId: string) {
  const first = await repo.findMembership(tx, userId);
  if (!first) throw new AppError("forbidden", NOT_IN_GUILD);
  const guild = await repo.lockGuild(tx, first.guildId);
  // Read again under the lock: a kick or rank change may have just committed.
  const membership = await repo.findMembership(tx, userId);
  if (!guild || !membership || membership.guildId !== guild.id) {
    throw new AppError("forbidden", NOT_IN_GUILD);
  }
  return { guild, rank: membership.rank };
}

export function assertMay(rank: GuildRankRow, action: GuildAction) {
  if (!may(rank, action)) throw new AppError("forbidden", FORBIDDEN);
}
