import type { ShopItem } from "@repgate/contracts/shop";
import type { User } from "@repgate/contracts/user";
import { Tabs } from "radix-ui";
import { tabListClasses, tabTriggerClasses } from "../../components/ui/tabs.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import type { MessageId } from "../../lib/i18n/i18n.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { usePurchase, useShopItems } from "./api.ts";
import { EquipmentWares } from "./equipment-wares.tsx";
import { isRankLocked } from "./market-badges.tsx";
import { ShopItemCard } from "./shop-item-card.tsx";

const MERCHANT_TABS = ["Equipment", "Potions", "Items"] as const;
type MerchantTab = (typeof MERCHANT_TABS)[number];
const MERCHANT_TAB_LABELS: Record<MerchantTab, MessageId> = {
  Equipment: "shop.tab.equipment",
  Potions: "shop.tab.potions",
  Items: "shop.tab.items",
};

/** Equipment is every type that is neither item nor potion (docs/game-rules/screens.md). */
function waresFor(items: readonly ShopItem[], tab: MerchantTab): ShopItem[] {
  switch (tab) {
    case "Equipment":
      return items.filter((item) => item.type !== "item" && item.type !== "potion");
    case "Potions":
      return items.filter((item) => item.type === "potion");
    case "Items":
      return items.filter((item) => item.type === "item");
  }
}

export function MerchantWares({ user }: { user: User }) {
  const t = useT();
  const wares = useShopItems();
  const purchase = usePurchase();

  function buy(item: ShopItem) {
    purchase.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: t("shop.purchaseDone"),
          description: t("shop.purchaseDoneText"),
        }),
      onError: (error) => toastFailure(t("shop.purchaseFailed"), error, t("shop.purchaseFallback")),
    });
  }

  if (wares.isPending)
    return (
      <p role="status" className="py-8 text-center text-slate-300">
        {t("shop.loadingWares")}
      </p>
    );
  if (wares.isError) {
    return <p className="py-8 text-center text-slate-300">{t("shop.merchantAway")}</p>;
  }

  const card = (item: ShopItem) => (
    <ShopItemCard
      item={item}
      locked={isRankLocked(user.rank, item.minRank)}
      affordable={user.gold >= item.price}
      pending={purchase.isPending}
      buying={purchase.isPending && purchase.variables === item.id}
      onBuy={buy}
    />
  );

  return (
    <Tabs.Root defaultValue="Equipment">
      <Tabs.List aria-label={t("shop.categories")} className={tabListClasses}>
        {MERCHANT_TABS.map((name) => (
          <Tabs.Trigger key={name} value={name} className={tabTriggerClasses}>
            {t(MERCHANT_TAB_LABELS[name])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {MERCHANT_TABS.map((name) => {
        const list = waresFor(wares.data, name);
        return (
          <Tabs.Content key={name} value={name} className="mt-4">
            {name === "Equipment" ? (
              <EquipmentWares items={list} user={user} card={card} />
            ) : (
              <>
                {/* The cards' titles are h3: this keeps the outline whole under the page's h1. */}
                <h2 className="sr-only">{t(MERCHANT_TAB_LABELS[name])}</h2>
                {list.length === 0 ? (
                  <p className="py-8 text-center text-slate-300">{t("shop.nothingForSale")}</p>
                ) : (
                  <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                    {list.map((item) => (
                      <li key={item.id} className="min-w-0">
                        {card(item)}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
