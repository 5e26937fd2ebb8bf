import type { InventoryItem } from "@repgate/contracts/inventory";
import { healAmountOf } from "@repgate/game/items";

// Shared by the inventory and the battle's Items menu: both ask before using an item.

/** The server's refusal of a potion at full HP, said before the hunter asks. */
export const HP_FULL_TEXT = "Your HP is already full.";

/** A healing item does nothing at full HP: the screens refuse it before the confirmation. */
export function healsNothing(
  item: Pick<InventoryItem, "usage">,
  hp: { current: number; max: number } | undefined,
): boolean {
  return healAmountOf(item.usage) > 0 && hp !== undefined && hp.current >= hp.max;
}

/**
 * The confirmation's lines: "This will restore 150 HP." for heal_150 (spec part 2, section 2),
 * then the spec's warning that using an item cannot be undone (part 1, section 5).
 */
export function itemConfirmLines(item: Pick<InventoryItem, "usage">): string[] {
  const heal = healAmountOf(item.usage);
  return [...(heal > 0 ? [`This will restore ${heal} HP.`] : []), UNDO_WARNING];
}

export const UNDO_WARNING = "This cannot be undone.";
