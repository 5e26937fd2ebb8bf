import type { InventoryItem } from "@repgate/contracts/inventory";
import { sql } from "drizzle-orm";
import type { Hunter } from "./factories.ts";
import type { TestApp } from "./test-app.ts";
import { setBalance } from "./wallet-helpers.ts";

/**
 * Sets the hunter's gold (through the wallet, reason "grant", so the ledger still explains the
 * balance) and their rank.
 */
export async function setGold(t: TestApp, userId: string, gold: number, rank = "E") {
  await t.db.execute(sql`UPDATE users SET rank = ${rank} WHERE id = ${userId}`);
  await setBalance(t.db, userId, "gold", gold);
}

export async function goldOf(t: TestApp, userId: string): Promise<number> {
  const result = await t.db.execute(sql`SELECT gold FROM users WHERE id = ${userId}`);
  return Number(result.rows[0]?.gold);
}

export function post(t: TestApp, hunter: Hunter, url: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { cookie: hunter.cookie },
    payload: payload as Record<string, unknown>,
  });
}

export async function inventoryOf(t: TestApp, hunter: Hunter): Promise<InventoryItem[]> {
  const response = await t.app.inject({
    url: "/api/inventory",
    headers: { cookie: hunter.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`inventory failed: ${response.body}`);
  return response.json();
}

/** Buys a catalogue item with gold given for it; returns the new inventory row. */
export async function buy(t: TestApp, hunter: Hunter, itemId: string, rank = "E") {
  await setGold(t, hunter.user.id, 100_000, rank);
  const response = await post(t, hunter, "/api/shop/purchase", { itemId });
  if (response.statusCode !== 200) throw new Error(`purchase failed: ${response.body}`);
  await setGold(t, hunter.user.id, 0, rank);
  return response.json().item as InventoryItem;
}

export async function ownerOf(t: TestApp, itemId: string) {
  const result = await t.db.execute(
    sql`SELECT user_id, in_escrow, equipped, equipped_slot FROM inventory_items WHERE id = ${itemId}`,
  );
  return result.rows[0] as {
    user_id: string;
    in_escrow: boolean;
    equipped: boolean;
    equipped_slot: string | null;
  };
}
