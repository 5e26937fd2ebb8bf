import type { EquipmentSlot } from "@repgate/contracts/equipment";
import type { InventoryItem } from "@repgate/contracts/inventory";
import { canEquip, equipErrorText } from "@repgate/game/rules/equipment";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { badgeClasses } from "../../components/rarity-badge.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { tabListFillClasses, tabTriggerFillClasses } from "../../components/ui/tabs.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { TooltipProvider } from "../../components/ui/tooltip.tsx";
import { cx } from "../../lib/cx.ts";
import { tableText } from "../../lib/i18n/content-text.ts";
import { t, useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { useEquipItem, useEquipment, useInventory, useOpenChest, useUnequipItem } from "./api.ts";
import { EquipmentBonuses } from "./equipment-bonuses.tsx";
import { INVENTORY_TABS, type InventoryTab, itemsForTab, TAB_LABELS } from "./inventory-layout.ts";
import { ItemDetails } from "./item-details.tsx";
import { ItemGrid } from "./item-grid.tsx";
import { PaperDoll } from "./paper-doll.tsx";
import { UseItemDialog } from "./use-item-dialog.tsx";

/** "Looted: Iron Sword, 2x Healing Potion and 40 gold." */
function lootText(loot: InventoryItem[], gold: number): string {
  const parts = loot.map((item) =>
    item.quantity > 1
      ? t("inventory.lootQuantity", { quantity: item.quantity, name: tableText(item.name) })
      : tableText(item.name),
  );
  if (gold > 0) parts.push(t("inventory.lootGold", { gold }));
  return parts.length > 0 ? t("inventory.looted", { items: parts.join(", ") }) : "";
}

/** /inventory: the paper-doll, the Equipment Bonuses panel and the five item grids. */
export function InventoryPage() {
  const t = useT();
  const inventory = useInventory();
  const { data: user } = useUser();
  const hp = user ? { current: user.playerCurrentHP, max: user.playerMaxHP } : undefined;
  const equipment = useEquipment();
  const equipItem = useEquipItem();
  const unequipItem = useUnequipItem();
  const openChest = useOpenChest();
  const [tab, setTab] = useState<InventoryTab>("Gear");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dragged, setDragged] = useState<InventoryItem | null>(null);
  const [toUse, setToUse] = useState<InventoryItem | null>(null);

  if (inventory.isPending) return <ScreenLoading>{t("inventory.loading")}</ScreenLoading>;
  if (inventory.isError) {
    return (
      <ScreenLoadError onRetry={() => void inventory.refetch()}>
        {t("inventory.loadError")}
      </ScreenLoadError>
    );
  }

  const items = inventory.data;
  const equipped = equipment.data?.equipped ?? items.filter((item) => item.equipped);
  const selected =
    items.find((item) => item.id === selectedId) ??
    equipped.find((item) => item.id === selectedId) ??
    null;
  const busy = equipItem.isPending || unequipItem.isPending || openChest.isPending;

  function equip(item: InventoryItem, slot: EquipmentSlot) {
    if (!canEquip(item.type, slot, item.subType)) {
      toast({
        title: t("inventory.equipFailed"),
        description: equipErrorText(item.type, slot),
        variant: "destructive",
      });
      return;
    }
    equipItem.mutate(
      { itemId: item.id, slot },
      {
        onSuccess: () => {
          setSelectedId(null);
          toast({
            title: t("inventory.equipDone"),
            description: t("inventory.equipDoneText", { name: tableText(item.name) }),
          });
        },
        onError: (error) =>
          toastFailure(t("inventory.equipFailed"), error, t("inventory.equipFallback")),
      },
    );
  }

  function unequip(item: InventoryItem) {
    unequipItem.mutate(item.id, {
      onSuccess: () => {
        setSelectedId(null);
        toast({
          title: t("inventory.unequipDone"),
          description: t("inventory.unequipDoneText", { name: tableText(item.name) }),
        });
      },
      onError: (error) =>
        toastFailure(t("inventory.unequipFailed"), error, t("inventory.unequipFallback")),
    });
  }

  function open(item: InventoryItem) {
    openChest.mutate(item.id, {
      onSuccess: (reply) => {
        setSelectedId(null);
        toast({
          title: t("inventory.chestOpened"),
          description: [reply.message, lootText(reply.loot, reply.gold)].filter(Boolean).join(" "),
        });
      },
      onError: (error) =>
        toastFailure(t("inventory.chestFailed"), error, t("inventory.chestFallback")),
    });
  }

  function dropOn(itemId: string, slot: EquipmentSlot) {
    setDragged(null);
    const item = items.find((entry) => entry.id === itemId);
    if (item && !item.equipped) equip(item, slot);
  }

  const toggle = (item: InventoryItem) => setSelectedId((id) => (id === item.id ? null : item.id));

  return (
    <TooltipProvider>
      <div className="flex flex-col gap-5">
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="glow-text text-2xl font-bold tracking-wide text-sky-50 sm:text-3xl">
            {t("inventory.title")}
          </h1>
          <span
            className={cx(badgeClasses, "border-sky-400/70 bg-sky-400/10 text-sky-100 normal-case")}
          >
            {t("inventory.itemCount", { count: items.length })}
          </span>
        </header>

        {/* On a phone the column dissolves: the paper-doll, then the item grid right below it,
          then the bonuses; from lg the doll and bonuses are a column beside the grid. */}
        <div className="grid gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="contents lg:flex lg:flex-col lg:gap-5">
            <Panel aria-labelledby="equipment-title" className="flex flex-col gap-3">
              <PanelHeading id="equipment-title">{t("inventory.equipment")}</PanelHeading>
              <PaperDoll
                equipped={equipped}
                selected={selected}
                dragged={dragged}
                onChooseSlot={(slot) => selected && equip(selected, slot)}
                onDropItem={dropOn}
                onSelectEquipped={toggle}
              />
            </Panel>
            <Panel className="order-last lg:order-none">
              <EquipmentBonuses equipment={equipment.data} isError={equipment.isError} />
            </Panel>
          </div>

          <Panel className="flex min-w-0 flex-col gap-3">
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as InventoryTab)}>
              <Tabs.List aria-label={t("inventory.categories")} className={tabListFillClasses}>
                {INVENTORY_TABS.map((name) => (
                  <Tabs.Trigger key={name} value={name} className={tabTriggerFillClasses}>
                    {t(TAB_LABELS[name].tab)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {selected ? (
                <div className="mt-3">
                  <ItemDetails
                    item={selected}
                    busy={busy}
                    hp={hp}
                    onEquip={equip}
                    onUnequip={unequip}
                    onUse={setToUse}
                    onOpenChest={open}
                    onClose={() => setSelectedId(null)}
                  />
                </div>
              ) : null}
              {INVENTORY_TABS.map((name) => (
                <Tabs.Content key={name} value={name} className="mt-3">
                  <ItemGrid
                    label={t(TAB_LABELS[name].grid)}
                    items={itemsForTab(items, name)}
                    selectedId={selectedId}
                    onSelect={toggle}
                    onDragItem={setDragged}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Panel>
        </div>

        <UseItemDialog item={toUse} hp={hp} onClose={() => setToUse(null)} />
      </div>
    </TooltipProvider>
  );
}
