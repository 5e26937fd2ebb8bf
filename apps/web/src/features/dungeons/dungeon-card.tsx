import type { Dungeon } from "@repgate/contracts/dungeons";
import { formatDistance } from "@repgate/game/rules/movement";
import { Footprints, Swords } from "lucide-react";
import { type ReactNode, useId } from "react";
import { badgeClasses, MatchBadge, RankBadge } from "../../components/match-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../lib/cx.ts";
import { formatNumber, formatPercent, formatTimeLeft } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";

interface DungeonCardProps {
  dungeon: Dungeon;
  hunterCP: number;
  now: number;
  entering: boolean;
  /** A movement dungeon asking for the hunter's location before it is entered. */
  locating?: boolean;
  /** Another dungeon is being entered: wait for it. */
  busy: boolean;
  onEnter: (dungeon: Dungeon) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-semibold text-slate-100 tabular-nums">{children}</dd>
    </div>
  );
}

/** One live dungeon: what it is, what it pays, how long it stays open, and how it suits you. */
export function DungeonCard({
  dungeon,
  hunterCP,
  now,
  entering,
  locating = false,
  busy,
  onEnter,
}: DungeonCardProps) {
  const titleId = useId();
  const t = useT();
  const tt = useTableText();
  const msLeft = Date.parse(dungeon.expiresAt) - now;
  const expired = !(msLeft > 0);
  const movement = dungeon.type === "movement";
  const TypeIcon = movement ? Footprints : Swords;

  return (
    <article
      aria-labelledby={titleId}
      className={cx("system-panel flex h-full flex-col overflow-hidden", expired && "opacity-70")}
    >
      <img
        src={dungeon.imageUrl}
        alt={t("dungeons.card.illustration", { name: tt(dungeon.name) })}
        width={320}
        height={180}
        loading="lazy"
        className="aspect-video w-full border-b border-sky-400/30 bg-slate-950 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <RankBadge rank={dungeon.rank} />
          <span className={cx(badgeClasses, "gap-1 border-slate-500 text-slate-200")}>
            <TypeIcon aria-hidden="true" className="size-3.5" />
            {movement ? t("dungeons.card.movement") : t("dungeons.card.combat")}
          </span>
          <MatchBadge hunterCP={hunterCP} recommendedCP={dungeon.recommendedCP} />
        </div>
        <div>
          {/* h2: the cards sit straight under the page's h1 (axe heading-order). */}
          <h2 id={titleId} className="text-lg font-bold text-slate-50">
            {tt(dungeon.name)}
          </h2>
          <p className="mt-1 text-sm text-slate-300">{tt(dungeon.description)}</p>
          <p className="mt-1.5 text-xs text-slate-400">
            {movement
              ? t("dungeons.card.cover", {
                  distance: formatDistance(dungeon.requiredDistance ?? 0),
                })
              : dungeon.bossName
                ? t("dungeons.card.monstersBoss", {
                    count: dungeon.enemySequence.length,
                    boss: tt(dungeon.bossName),
                  })
                : t("dungeons.card.monsters", { count: dungeon.enemySequence.length })}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <Fact label={t("dungeons.card.recommendedCp")}>
            {formatNumber(dungeon.recommendedCP)}
          </Fact>
          <Fact label={t("dungeons.card.estimatedTime")}>
            {t("dungeons.card.minutes", { minutes: dungeon.estimatedTime })}
          </Fact>
          <Fact label={t("dungeons.card.rewards")}>
            {t("dungeons.card.rewardsValue", {
              xp: formatNumber(dungeon.rewards.xp),
              gold: formatNumber(dungeon.rewards.gold),
            })}
          </Fact>
          <Fact label={t("dungeons.card.itemDrop")}>
            {formatPercent(dungeon.rewards.itemDropChance)} {dungeon.rewards.type}
          </Fact>
          <Fact label={expired ? t("dungeons.card.status") : t("dungeons.card.closesIn")}>
            <span className={expired ? "text-red-300" : undefined}>{formatTimeLeft(msLeft)}</span>
          </Fact>
        </dl>
        <Button
          size="lg"
          className="mt-auto w-full"
          disabled={expired || busy}
          onClick={() => onEnter(dungeon)}
        >
          {locating
            ? t("dungeons.card.locating")
            : entering
              ? t("dungeons.card.entering")
              : expired
                ? t("dungeons.card.closed")
                : t("dungeons.card.enter")}
          {expired || entering || locating ? null : (
            <span className="sr-only"> {dungeon.name}</span>
          )}
        </Button>
      </div>
    </article>
  );
}
