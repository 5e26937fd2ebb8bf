import type { InventoryItem } from "@repgate/contracts/inventory";
import { healAmountOf } from "@repgate/game/content/items";
import { formatNumber } from "./format.ts";
import { t } from "./i18n/i18n.ts";

// Shared by the inventory and the battle's Items menu: both ask before using an item.

/** The server's refusal of a potion at full HP, said before the hunter asks. */
export function hpFullText(): string {
  return t("itemUse.hpFull");
}

/** A healing item does nothing at full HP: the screens refuse it before the confirmation. */
export function healsNothing(
  item: Pick<InventoryItem, "usage">,
  hp: { current: number; max: number } | undefined,
): boolean {
  return healAmountOf(item.usage) > 0 && hp !== undefined && hp.current >= hp.max;
}

/**
 * The confirmation's lines: "This will restore 150 HP." for heal_150 (docs/game-rules/screens.md),
 * then the spec's warning that using an item cannot be undone (the same page). Healing
 * stops at the maximum, so a hunter at 96/100 is told the 4 HP they will really get.
 */
export function itemConfirmLines(
  item: Pick<InventoryItem, "usage">,
  hp?: { current: number; max: number },
): string[] {
  const heal = healAmountOf(item.usage);
  if (heal <= 0) return [undoWarning()];
  const room = hp ? Math.max(0, hp.max - hp.current) : heal;
  const restore =
    room < heal
      ? t("itemUse.restoreUpTo", {
          room: formatNumber(room),
          max: formatNumber(hp?.max ?? room),
          heal: formatNumber(heal),
        })
      : t("itemUse.restore", { heal: formatNumber(heal) });
  return [restore, undoWarning()];
}

export function undoWarning(): string {
  return t("itemUse.undo");
}
