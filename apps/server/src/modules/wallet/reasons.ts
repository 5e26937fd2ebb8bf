/**
 * Why gold or energy moved: the ledger's `reason` column. A new money path adds its reason
 * here, so the ledger never holds a reason nobody can look up.
 */
const LEDGER_REASONS = [
  /** The balance a hunter already had when the ledger began, or was given at sign-up. */
  "opening_balance",
  "shop_purchase",
  "auction_purchase",
  "auction_sale",
  "battle_reward",
  "dungeon_reward",
  "movement_reward",
  "chest_loot",
  "quest_reward",
  "missed_daily_penalty",
  "cheating_penalty",
  "custom_quest",
  /** The 50,000 gold a reawakening costs (profile screen). */
  "reawaken",
  "energy_refill",
  "guild_creation",
  "guild_rename",
  /** A fallen Gate Break boss's share, paid by damage (docs/game-rules/world-boss.md). */
  "world_boss_reward",
  /** Energy above the maximum taken back when endurance fell (a penalty): energy never exceeds it. */
  "energy_cap",
  /** Given or taken by hand (an operator, a seed, a test fixture): never by a game rule. */
  "grant",
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export type Currency = "gold" | "energy";
