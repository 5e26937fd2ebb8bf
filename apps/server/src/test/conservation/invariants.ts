import type pg from "pg";

/** Rewards a given reference (a quest, a battle, a run) may pay a hunter once only. */
const ONCE_ONLY_REASONS = ["quest_reward", "battle_reward", "dungeon_reward", "movement_reward"];

/**
 * The conservation checks, over the whole database: every balance is its ledger's sum, nothing
 * is negative, every item has one owner and at most one escrow (exactly when it is listed),
 * and no once-only reward was paid twice. Returns what is wrong; empty when all hold.
 */
export async function conservationViolations(pool: pg.Pool): Promise<string[]> {
  const violations: string[] = [];
  const add = (label: string, rows: unknown[]) => {
    for (const row of rows.slice(0, 5)) violations.push(`${label}: ${JSON.stringify(row)}`);
  };
  add(
    "a balance the ledger does not explain",
    (
      await pool.query(`
        SELECT u.id, u.gold, u.current_energy,
               COALESCE(SUM(l.amount) FILTER (WHERE l.currency = 'gold'), 0)::int AS gold_ledger,
               COALESCE(SUM(l.amount) FILTER (WHERE l.currency = 'energy'), 0)::int AS energy_ledger
          FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
         GROUP BY u.id
        HAVING u.gold <> COALESCE(SUM(l.amount) FILTER (WHERE l.currency = 'gold'), 0)
            OR u.current_energy <> COALESCE(SUM(l.amount) FILTER (WHERE l.currency = 'energy'), 0)`)
    ).rows,
  );
  add(
    "a ledger row whose balance_after is not the running sum",
    (
      await pool.query(`
        SELECT id, user_id, currency, balance_after, running FROM (
          SELECT id, user_id, currency, balance_after,
                 SUM(amount) OVER (PARTITION BY user_id, currency ORDER BY id) AS running
            FROM ledger_entries) r
         WHERE balance_after <> running`)
    ).rows,
  );
  add(
    "a negative balance or HP",
    (
      await pool.query(
        `SELECT id, gold, current_energy, player_current_hp FROM users
          WHERE gold < 0 OR current_energy < 0 OR player_current_hp < 0`,
      )
    ).rows,
  );
  add(
    "a negative stack",
    (await pool.query("SELECT id, user_id, quantity FROM inventory_items WHERE quantity < 0")).rows,
  );
  add(
    "an item in escrow without exactly one active listing of its owner, or listed out of escrow",
    (
      await pool.query(`
        SELECT i.id, i.user_id, i.in_escrow, COUNT(l.id) AS active, array_agg(l.seller_id) AS sellers
          FROM inventory_items i
          LEFT JOIN auction_listings l ON l.item_id = i.id AND l.status = 'active'
         GROUP BY i.id
        HAVING (i.in_escrow AND COUNT(l.id) <> 1)
            OR (NOT i.in_escrow AND COUNT(l.id) <> 0)
            OR bool_or(l.seller_id IS NOT NULL AND l.seller_id <> i.user_id)`)
    ).rows,
  );
  add(
    "an active listing whose item is gone",
    (
      await pool.query(`
        SELECT l.id FROM auction_listings l LEFT JOIN inventory_items i ON i.id = l.item_id
         WHERE l.status = 'active' AND i.id IS NULL`)
    ).rows,
  );
  add(
    "a reward paid twice",
    (
      await pool.query(
        `SELECT user_id, reason, reference, currency, COUNT(*) FROM ledger_entries
          WHERE reason = ANY($1) AND reference IS NOT NULL
          GROUP BY user_id, reason, reference, currency HAVING COUNT(*) > 1`,
        [ONCE_ONLY_REASONS],
      )
    ).rows,
  );
  add(
    "a listing sold twice",
    (
      await pool.query(`
        SELECT reference, COUNT(*) FROM ledger_entries
         WHERE reason = 'auction_purchase' GROUP BY reference HAVING COUNT(*) > 1`)
    ).rows,
  );
  return violations;
}
