import type { UseItemReply } from "@repgate/contracts/inventory";
import { BATTLE_ITEM_TYPES, healAmountOf } from "@repgate/game/content/items";
import type { Db, Queryable } from "../../db/connect.ts";
import type { StoredLogEntry } from "../../db/schema/battles.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { lockUser, updateUser } from "../users/repo.ts";
import { refuseEscrowed } from "./equipment.ts";
import * as repo from "./repo.ts";

/**
 * Writes a line in the hunter's active battle, if they are in one (battles/battle-log.ts). Given
 * by the route: the battle reads the inventory (its gear), so the inventory does not import it.
 */
export type NoteInBattle = (
  tx: Queryable,
  emit: Emit,
  userId: string,
  entry: StoredLogEntry,
) => Promise<void>;

/**
 * Drinks a potion or uses a battle item: one taken from the stack and the HP restored, in one
 * transaction under the hunter's row lock. Healing stops at max HP; an item that would restore
 * nothing is kept. Items give the monster no turn (the spec's reply has no monster fields).
 */
export async function useItem(
  db: Db,
  { userId, itemId, now }: { userId: string; itemId: string; now: Date },
  noteInBattle: NoteInBattle,
): Promise<UseItemReply> {
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    const held = user ? await repo.findItem(tx, userId, itemId) : null;
    if (!user || !held) throw new AppError("not_found", "That item is not in your inventory.");
    refuseEscrowed(held);
    // The item's table name, as {item} in the messages so each language names it.
    const item = held.name;
    const heal = healAmountOf(held.usage);
    const usable = (BATTLE_ITEM_TYPES as readonly string[]).includes(held.type) && heal > 0;
    if (!usable) throw new AppError("bad_request", `${item} cannot be used.`);
    if (user.playerCurrentHP >= user.playerMaxHP) {
      throw new AppError("conflict", "Your HP is already full.");
    }
    const taken = await repo.takeOne(tx, userId, itemId);
    if (!taken) throw new AppError("conflict", `You have no ${item} left.`);
    const healingAmount = Math.min(heal, user.playerMaxHP - user.playerCurrentHP);
    const newHealth = user.playerCurrentHP + healingAmount;
    await updateUser(tx, userId, { playerCurrentHP: newHealth });
    const message = `You used ${item} and restored ${healingAmount} HP.`;
    await noteInBattle(tx, emit, userId, {
      kind: "item",
      text: message,
      at: now.toISOString(),
    });
    emit({ type: "inventoryChanged", userId });
    emit({ type: "hunterChanged", userId });
    return {
      message,
      healingAmount,
      newHealth,
      maxHealth: user.playerMaxHP,
      quantity: taken.quantity,
    };
  });
}
