import type { ShopItem } from "@repgate/contracts/shop";
import type { User } from "@repgate/contracts/user";
import { RANKS, type Rank } from "@repgate/game/rules/ranks";
import { ChevronDown, Lock } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { t as translate, useT } from "../../lib/i18n/i18n.ts";
import { filterWares, slotsOf, tiersOf, type WareFilter, type WareTier } from "./ware-order.ts";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-48">
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-slate-300 uppercase">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      >
        {children}
      </select>
    </div>
  );
}

/**
 * Cards an open tier shows before 'Show more': a tier holds about 27 wares, 7,000 px of phone
 * laid out at once; six are a screenful or two, the affordable ones first.
 */
const WARES_PAGE = 6;

function tierSummary(tier: WareTier, gold: number): string {
  const count = tier.items.length;
  if (tier.locked) return translate("shop.tierLocked", { count, rank: tier.rank });
  const affordable = tier.items.filter((item) => item.price <= gold).length;
  return translate("shop.tierAffordable", { count, affordable });
}

function Tier({
  tier,
  gold,
  open,
  onToggle,
  card,
}: {
  tier: WareTier;
  gold: number;
  open: boolean;
  onToggle: (open: boolean) => void;
  card: (item: ShopItem) => ReactNode;
}) {
  const t = useT();
  const [limit, setLimit] = useState(WARES_PAGE);
  const hidden = tier.items.length - limit;
  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="group rounded-lg border border-slate-700/80 bg-slate-950/30"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-lg px-3 py-2 hover:bg-sky-500/5 focus-visible:outline-2 focus-visible:outline-sky-300 [&::-webkit-details-marker]:hidden">
        {tier.locked ? <Lock aria-hidden="true" className="size-4 shrink-0 text-red-300" /> : null}
        <h2 className="font-bold text-slate-50">{t("shop.tierTitle", { rank: tier.rank })}</h2>
        <span className="min-w-0 flex-1 text-xs text-slate-300">{tierSummary(tier, gold)}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-300 transition-transform group-open:rotate-180"
        />
      </summary>
      {/* A closed tier renders nothing: a phone need not lay out 130 cards it cannot see. */}
      {open ? (
        <div className="flex flex-col gap-3 px-3 pb-3">
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {tier.items.slice(0, limit).map((item) => (
              <li key={item.id} className="min-w-0">
                {card(item)}
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <Button variant="secondary" onClick={() => setLimit(limit + WARES_PAGE)}>
              {t("shop.showMoreTier", {
                more: Math.min(hidden, WARES_PAGE),
                rank: tier.rank,
                hidden,
              })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}

/**
 * The Equipment tab: filters by slot and rank, the tiers the hunter can buy open with the
 * affordable wares first, and the locked tiers collapsed (161 cards would be metres of phone).
 */
export function EquipmentWares({
  items,
  user,
  card,
}: {
  items: ShopItem[];
  user: Pick<User, "rank" | "gold">;
  card: (item: ShopItem) => ReactNode;
}) {
  const t = useT();
  const [filter, setFilter] = useState<WareFilter>({ slot: "all", rank: "all" });
  // Opened and closed by the hunter; unlocked tiers start open, locked ones closed.
  const [toggled, setToggled] = useState<Partial<Record<Rank, boolean>>>({});
  const shown = filterWares(items, filter);
  const tiers = tiersOf(shown, user);
  const isOpen = (tier: WareTier) =>
    toggled[tier.rank] ?? (!tier.locked || filter.rank === tier.rank);

  return (
    <div className="flex flex-col gap-3">
      {/* Two selects side by side on a phone, the count below them; one row from sm. */}
      <div className="grid grid-cols-2 items-end gap-3 sm:flex">
        <FilterSelect
          label={t("shop.filter.slot")}
          value={filter.slot}
          onChange={(slot) => setFilter({ ...filter, slot })}
        >
          <option value="all">{t("shop.filter.allSlots")}</option>
          {slotsOf(items).map((slot) => (
            <option key={slot} value={slot}>
              {capitalised(slot)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t("shop.filter.rank")}
          value={filter.rank}
          onChange={(rank) => setFilter({ ...filter, rank: rank as WareFilter["rank"] })}
        >
          <option value="all">{t("shop.filter.allRanks")}</option>
          {RANKS.map((rank) => (
            <option key={rank} value={rank}>
              {t("shop.rank", { rank })}
            </option>
          ))}
        </FilterSelect>
        <p role="status" className="col-span-2 text-xs text-slate-400 sm:ml-auto sm:pb-2">
          {t("shop.filter.shown", { shown: shown.length, count: items.length })}
        </p>
      </div>
      {tiers.length === 0 ? (
        <p className="py-8 text-center text-slate-300">{t("shop.filter.none")}</p>
      ) : (
        tiers.map((tier) => (
          <Tier
            // Another filter starts the tier's list again from its first page.
            key={`${tier.rank}-${filter.slot}-${filter.rank}`}
            tier={tier}
            gold={user.gold}
            open={isOpen(tier)}
            onToggle={(open) => setToggled((now) => ({ ...now, [tier.rank]: open }))}
            card={card}
          />
        ))
      )}
    </div>
  );
}
