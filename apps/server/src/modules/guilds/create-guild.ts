import { GUILD_CREATION_COST, type RankFields } from "@repgate/contracts/guilds";
import { nameKey } from "@repgate/game/rules/name-key";
import type { Db, Queryable } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isUniqueViolation } from "../../lib/http/pg-errors.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { lockUser } from "../users/repo.ts";
import { debit, readBalances } from "../wallet/service.ts";
import { DEFAULT_RANKS } from "./default-ranks.ts";
import { insigniaForGuild, prepareInsignia } from "./insignia.ts";
import { insertMember, setUserGuild } from "./membership.ts";
import { OWNER_LEVEL, rankFlagsProblem } from "./policy.ts";
import { OWNER_COLOR, presentGuild } from "./present.ts";
import * as repo from "./repo.ts";

export interface CreateGuildInput {
  name: string;
  description?: string | undefined;
  /** A picture sent in the call (its bytes), an upload's path, or the default emoji. */
  insignia?: Buffer | string | undefined;
  ownerRankName?: string | undefined;
  customRanks?: RankFields[] | undefined;
}

const ALREADY_IN_A_GUILD = "You are already in a guild.";
const INSUFFICIENT_GOLD = "Insufficient Gold: You need 10,000 gold to create a guild.";

/**
 * Refuses a creation that could not succeed now (a guild already, too little gold), before any
 * picture it carries is read or decoded: the upload allowance asks it before reading the body, and
 * createGuild before the decode. A read, not a lock: the transaction checks both again.
 */
export async function refuseHopelessCreation(q: Queryable, userId: string): Promise<void> {
  if (await repo.findMembership(q, userId)) throw new AppError("conflict", ALREADY_IN_A_GUILD);
  const balances = await readBalances(q, userId);
  if (!balances || balances.gold < GUILD_CREATION_COST) {
    throw new AppError("conflict", INSUFFICIENT_GOLD);
  }
}

/**
 * Creates a guild: 10,000 gold debited once through the wallet (reason guild_creation) under the
 * creator's row lock, the default ranks (or the wizard's ranks) plus the creator's top rank.
 * The insignia may be an image sent in this call (re-encoded as an upload is), the path of an
 * earlier upload, or the default emoji; all of it commits or none does. A picture is decoded
 * only for a creation that can succeed, and counts against the upload allowance.
 */
export async function createGuild(db: Db, clock: Clock, userId: string, input: CreateGuildInput) {
  for (const rank of input.customRanks ?? []) {
    const problem = rankFlagsProblem(rank);
    if (problem) throw new AppError("bad_request", problem);
  }
  if (Buffer.isBuffer(input.insignia)) await refuseHopelessCreation(db, userId);
  const insignia = await prepareInsignia(db, clock, userId, input.insignia);
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("unauthenticated", "Sign in to continue.");
    if (await repo.findMembership(tx, userId)) {
      throw new AppError("conflict", ALREADY_IN_A_GUILD);
    }
    const guild = await repo
      .insertGuild(tx, {
        name: input.name,
        nameKey: nameKey(input.name),
        description: input.description?.trim() || null,
        insignia: await insigniaForGuild(tx, userId, insignia),
        leaderId: userId,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, "guilds_name_unique")) {
          throw new AppError("conflict", "A guild with that name already exists.");
        }
        throw error;
      });
    const gold = await debit(tx, emit, "gold", {
      userId,
      amount: GUILD_CREATION_COST,
      reason: "guild_creation",
      reference: guild.id,
    });
    if (gold === null) {
      throw new AppError("conflict", INSUFFICIENT_GOLD);
    }
    const ranks =
      input.customRanks && input.customRanks.length > 0 ? input.customRanks : DEFAULT_RANKS;
    await repo.insertRanks(
      tx,
      ranks.map((r) => ({ ...r, guildId: guild.id })),
    );
    const [ownerRank] = await repo.insertRanks(tx, [
      {
        guildId: guild.id,
        name: input.ownerRankName ?? "Guild Master",
        color: OWNER_COLOR,
        permissionLevel: OWNER_LEVEL,
        canDeleteMessages: true,
        canSendAnnouncements: true,
        canKickMembers: true,
        canEditGuild: true,
        canManageRanks: true,
      },
    ]);
    if (!ownerRank) throw new Error("owner rank insert returned nothing");
    await insertMember(tx, { userId, guildId: guild.id, rankId: ownerRank.id });
    await setUserGuild(tx, emit, userId, guild.id);
    emit({ type: "guildListChanged" });
    return { message: "Guild Created!", guild: await presentGuild(tx, guild) };
  });
}
