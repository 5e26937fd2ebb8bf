import type { OpenChestReply } from "@repgate/contracts/equipment";
import type { Language } from "@repgate/contracts/languages";
import { isTreasureChest } from "@repgate/game/content/item-catalog";
import { rollChestLoot } from "@repgate/game/rules/loot";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { lockUser } from "../users/repo.ts";
import { credit } from "../wallet/service.ts";
import { chestLine } from "./chest-line.ts";
import { refuseEscrowed } from "./equipment.ts";
import { grantCatalogItem } from "./grant.ts";
import { presentItem } from "./present.ts";
import * as repo from "./repo.ts";

/**
 * Opens one chest of a stack: one taken (conditionally, so a stack of n opens n times however
 * many requests race), the loot rolled on the server, gold and items granted, all in one
 * transaction under the hunter's row lock. `gold` in the reply is the gold found; the message
 * says what was found in the reader's `language`.
 */
export async function openChest(
  db: Db,
  {
    userId,
    itemId,
    random,
    language,
  }: { userId: string; itemId: string; random: () => number; language: Language },
): Promise<OpenChestReply> {
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    const chest = user ? await repo.findItem(tx, userId, itemId) : null;
    if (!user || !chest) throw new AppError("not_found", "That item is not in your inventory.");
    // The chest's table name, as {item} in the messages so each language names it.
    const { name: item } = chest;
    if (!isTreasureChest(chest)) throw new AppError("bad_request", `${item} is not a chest.`);
    refuseEscrowed(chest);
    const loot = chest.catalogId ? rollChestLoot(chest.catalogId, random) : null;
    if (!loot) throw new AppError("bad_request", `${item} cannot be opened.`);
    const taken = await repo.takeOne(tx, userId, itemId);
    if (!taken) throw new AppError("conflict", `You have no ${item} left.`);
    await credit(tx, emit, "gold", {
      userId,
      amount: loot.gold,
      reason: "chest_loot",
      reference: itemId,
    });
    const granted = [];
    for (const found of loot.items) {
      granted.push(await grantCatalogItem(tx, userId, found.item, found.quantity));
    }
    emit({ type: "inventoryChanged", userId });
    const found = loot.items.map(({ item, quantity }) => ({ name: item.name, quantity }));
    return {
      message: chestLine({ item, gold: loot.gold, found }, language),
      loot: granted.map(presentItem),
      gold: loot.gold,
    };
  });
}
