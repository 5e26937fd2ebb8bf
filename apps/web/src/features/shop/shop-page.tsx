import { Coins } from "lucide-react";
import { Tabs } from "radix-ui";
import { ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { tabListClasses, tabTriggerClasses } from "../../components/ui/tabs.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { AuctionBoard } from "./auction-board.tsx";
import { MerchantWares } from "./merchant-wares.tsx";

/** /shop, "Hunter's Market": the merchant's wares and the hunters' auction. */
export function ShopPage() {
  const t = useT();
  const { data: user } = useUser();
  if (!user) return <ScreenLoading>{t("shop.loading")}</ScreenLoading>;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="glow-text text-2xl font-bold tracking-wide text-sky-50 sm:text-3xl">
            {t("shop.title")}
          </h1>
          <p className="mt-1 text-sm text-slate-300">{t("shop.subtitle")}</p>
        </div>
        <p className="inline-flex items-center gap-1.5 rounded-md border border-amber-300/60 bg-amber-400/10 px-3 py-1.5 font-bold text-amber-100 tabular-nums">
          <Coins aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("shop.yourGold")}</span>
          {t("shop.gold", { gold: formatNumber(user.gold) })}
        </p>
      </header>
      <Panel className="min-w-0">
        <Tabs.Root defaultValue="merchant">
          <Tabs.List aria-label={t("shop.market")} className={tabListClasses}>
            <Tabs.Trigger value="merchant" className={tabTriggerClasses}>
              {t("shop.merchantTab")}
            </Tabs.Trigger>
            <Tabs.Trigger value="auction" className={tabTriggerClasses}>
              {t("shop.auctionTab")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="merchant" className="mt-4">
            <MerchantWares user={user} />
          </Tabs.Content>
          <Tabs.Content value="auction" className="mt-4">
            <AuctionBoard user={user} />
          </Tabs.Content>
        </Tabs.Root>
      </Panel>
    </div>
  );
}
