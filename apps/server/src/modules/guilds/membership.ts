import { MAX_GUILD_MEMBERS } from "@repgate/contracts/guilds";
import type { Queryable, Tx } from "../../db/connect.ts";
import type { GuildRankRow } from "../../db/schema/guilds.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isUniqueViolation } from "../../lib/http/pg-errors.ts";
import { lockUser, setGuildOf } from "../users/repo.ts";
import * as repo from "./repo.ts";

/** Membership moved: the hunter's profile (guildId) and their rooms (guild chat) changed. */
export async function setUserGuild(tx: Tx, emit: Emit, userId: string, guildId: string | null) {
  await setGuildOf(tx, userId, guildId);
  emit({ type: "hunterChanged", userId });
  // The hunter's sockets join or leave the guild's chat room on every instance.
  emit({ type: "roomsChanged", userId });
}

export async function insertMember(
  tx: Tx,
  values: { userId: string; guildId: string; rankId: string },
) {
  try {
    await repo.insertMember(tx, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "You are already in a guild.");
    throw error;
  }
}

// ---------------------------------------------------------------- reads

/** The lowest rank of a guild: where joiners start and kicked ranks' members fall to. */
async function lowestRank(tx: Queryable, guildId: string): Promise<GuildRankRow> {
  const ranks = await repo.listRanks(tx, guildId);
  const lowest = ranks.at(-1);
  if (!lowest) throw new Error(`guild ${guildId} has no ranks`);
  return lowest;
}

export async function enterGuild(tx: Tx, emit: Emit, userId: string, guildId: string) {
  const user = await lockUser(tx, userId);
  if (!user) throw new AppError("unauthenticated", "Sign in to continue.");
  if (await repo.findMembership(tx, userId))
    throw new AppError("conflict", "You are already in a guild.");
  const guild = await repo.lockGuild(tx, guildId);
  if (!guild) throw new AppError("not_found", "That guild no longer exists.");
  const count = (await repo.guildTotals(tx, [guildId])).get(guildId)?.members ?? 0;
  if (count >= MAX_GUILD_MEMBERS) throw new AppError("conflict", "That guild is full.");
  const rank = await lowestRank(tx, guildId);
  await insertMember(tx, { userId, guildId, rankId: rank.id });
  await setUserGuild(tx, emit, userId, guildId);
  emit({ type: "guildMembersChanged", userId, guildId });
  return guild;
}
