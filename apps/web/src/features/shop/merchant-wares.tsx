import type { ShopItem } from "@repgate/contracts/shop";
import type { User } from "@repgate/contracts/user";
import { Tabs } from "radix-ui";
import { tabListClasses, tabTriggerClasses } from "../../components/ui/tabs.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { usePurchase, useShopItems } from "./api.ts";
import { EquipmentWares } from "./equipment-wares.tsx";
import { isRankLocked } from "./market-badges.tsx";
import { ShopItemCard } from "./shop-item-card.tsx";

const MERCHANT_TABS = ["Equipment", "Potions", "Items"] as const;
type MerchantTab = (typeof MERCHANT_TABS)[number];

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
  const wares = useShopItems();
  const purchase = usePurchase();

  function buy(item: ShopItem) {
    purchase.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: "Purchase Successful",
          description: "Item has been added to your inventory!",
        }),
      onError: (error) => toastFailure("Purchase Failed", error, "Failed to purchase item"),
    });
  }

  if (wares.isPending)
    return (
      <p role="status" className="py-8 text-center text-slate-300">
        Loading wares...
      </p>
    );
  if (wares.isError) {
    return <p className="py-8 text-center text-slate-300">The merchant is away. Try again soon.</p>;
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
      <Tabs.List aria-label="Merchant categories" className={tabListClasses}>
        {MERCHANT_TABS.map((name) => (
          <Tabs.Trigger key={name} value={name} className={tabTriggerClasses}>
            {name}
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
                <h2 className="sr-only">{name}</h2>
                {list.length === 0 ? (
                  <p className="py-8 text-center text-slate-300">
                    Nothing for sale here right now.
                  </p>
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
