import type { Unlocks } from "@repgate/contracts/unlocks";
import type { DungeonRewards } from "@repgate/game/content/dungeons";
import {
  type CatalogItem,
  CHEST_DROP_SHARE,
  chestForDungeonRank,
} from "@repgate/game/content/item-catalog";
import { dropTable, type ItemTemplate } from "@repgate/game/content/items";
import type { Rank } from "@repgate/game/rules/ranks";
import { applyXpGain, pickIndex, rollItemDrop } from "@repgate/game/rules/rewards";
import type { Tx } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { unlockEarned } from "../achievements/service.ts";
import { shareXpWithGuild } from "../guilds/xp.ts";
import { grantCatalogItem, grantItem } from "../inventory/grant.ts";
import { recordProgress } from "../leaderboard/progress.ts";
import { countForWorld } from "../leaderboard/world-statistics.ts";
import { addToCounters } from "../users/repo.ts";
import type { LedgerReason } from "../wallet/reasons.ts";
import { credit } from "../wallet/service.ts";

export interface Pay {
  xp: number;
  gold: number;
  magicalBeastsKilled: number;
  dungeonsCleared: number;
  /** False for a party member's share of a monster the world's statistics already counted. */
  countInWorld?: boolean;
  /** The item the dungeon dropped, if any: a table item, or a treasure chest. */
  item?: ItemTemplate | CatalogItem | null;
  /** Set when the payment also ends (false) or continues (true) the hunter's run. */
  inDungeon?: boolean;
  /** Why the gold moved and what paid it, for the wallet's ledger. */
  reason: LedgerReason;
  reference: string;
  /** When it is paid: the week's and month's boards count it there. */
  now: Date;
}

/**
 * Credits a reward to a hunter locked with lockUser: XP with level-ups (floor(1000 * level^1.5)
 * per level), gold (through the wallet), counters and the item. Callers reach this only
 * through a state transition that can happen once (a battle's paid_at, a run's completed_at),
 * so it pays exactly once.
 */
export async function payHunter(
  tx: Tx,
  emit: Emit,
  user: UserRow,
  pay: Pay,
): Promise<{ user: UserRow; levelsGained: number; unlocks: Unlocks }> {
  const progress = applyXpGain(user, pay.xp);
  const row = await addToCounters(
    tx,
    user.id,
    { magicalBeastsKilled: pay.magicalBeastsKilled, dungeonsCleared: pay.dungeonsCleared },
    {
      level: progress.level,
      currentXP: progress.currentXP,
      totalXP: progress.totalXP,
      ...(pay.inDungeon === undefined ? {} : { inDungeon: pay.inDungeon }),
    },
  );
  if (!row) throw new Error("hunter vanished during a payment");
  emit({ type: "hunterChanged", userId: user.id });
  await recordProgress(tx, user.id, { ...pay, xp: progress.totalXP - user.totalXP }, pay.now);
  if (pay.countInWorld !== false) {
    await countForWorld(tx, {
      beasts: pay.magicalBeastsKilled,
      dungeons: pay.dungeonsCleared,
      now: pay.now,
    });
  }
  await shareXpWithGuild(tx, user.id, pay.xp);
  const gold = await credit(tx, emit, "gold", {
    userId: user.id,
    amount: pay.gold,
    reason: pay.reason,
    reference: pay.reference,
  });
  if (pay.item && "id" in pay.item) await grantCatalogItem(tx, user.id, pay.item);
  else if (pay.item) await grantItem(tx, user.id, pay.item);
  if (pay.item) emit({ type: "inventoryChanged", userId: user.id });
  const unlocks = await unlockEarned(tx, emit, user.id);
  return { user: { ...row, gold }, levelsGained: progress.levelsGained, unlocks };
}

/**
 * The dungeon's drop roll: one draw for the chance, one to pick from the rank's table, and a
 * last one that turns CHEST_DROP_SHARE of drops into the rank's treasure chest.
 */
export function rollDungeonDrop(
  rewards: DungeonRewards,
  rank: Rank,
  random: () => number,
): ItemTemplate | CatalogItem | null {
  if (!rollItemDrop(rewards.itemDropChance, random())) return null;
  const table = dropTable(rewards.type, rank);
  const picked = table[pickIndex(table.length, random())] ?? null;
  return random() < CHEST_DROP_SHARE ? chestForDungeonRank(rank) : picked;
}
