import type { WatchFighter, WatchHit, WatchSummary, WatchView } from "@repgate/contracts/watching";
import { Crown, Eye, Heart, Swords } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Panel } from "../../components/ui/panel.tsx";
import { cx } from "../../lib/cx.ts";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { useWatchedFight } from "../watching/api.ts";
import { MonsterHpBar } from "./battle-status.tsx";
import { MonsterFigure, type TeammateBlow } from "./hit-effects.tsx";
import { MonsterPortrait } from "./monster-portrait.tsx";

/** How many hunters' numbers may be in the air at once. */
const BLOWS_IN_THE_AIR = 3;
/** The newest hits listed under the monster. */
const HITS_LISTED = 8;

const OUTCOME_TITLES: Record<WatchSummary["outcome"], MessageId> = {
  victory: "watch.victory",
  defeat: "watch.defeat",
  fled: "watch.fled",
};

const STATE_LABELS: Record<Exclude<WatchFighter["state"], "in">, MessageId> = {
  fled: "battle.party.fled",
  defeated: "battle.party.defeated",
  left: "battle.party.left",
};

/**
 * /watch/{token}: a fight someone shared, read-only, for anyone with the link and no account.
 * Everything on it comes from the public watch view (contracts/watching.ts).
 */
export function WatchPage({ token }: { token: string }) {
  const state = useWatchedFight(token);
  const t = useT();
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-8">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-sky-200 uppercase">
        <Eye aria-hidden="true" className="size-4" />
        {t("watch.heading")}
      </p>
      {state.kind === "loading" ? <Notice title={t("watch.loading")} /> : null}
      {state.kind === "revoked" ? (
        <Notice title={t("watch.revoked")} body={t("watch.revokedText")} />
      ) : null}
      {state.kind === "unknown" ? (
        <Notice title={t("watch.unknown")} body={t("watch.unknownText")} />
      ) : null}
      {state.kind === "full" ? <Notice title={t("watch.full")} body={t("watch.fullText")} /> : null}
      {state.kind === "failed" ? <Notice title={t("watch.failed")} body={state.message} /> : null}
      {state.kind === "view" ? <WatchedFight view={state.view} /> : null}
    </main>
  );
}

function Notice({ title, body }: { title: string; body?: string }) {
  return (
    <Panel aria-labelledby="watch-notice" className="text-center">
      <h1 id="watch-notice" className="glow-text text-2xl font-bold text-sky-50">
        {title}
      </h1>
      {body ? <p className="mt-2 text-slate-300">{body}</p> : null}
    </Panel>
  );
}

function WatchedFight({ view }: { view: WatchView }) {
  const t = useT();
  const tt = useTableText();
  const blows = useNewBlows(view.hits);
  const latest = view.hits.at(-1);
  const ended = view.state === "ended";
  return (
    <>
      <Panel aria-labelledby="watch-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h1 id="watch-title" className="system-heading min-w-0 truncate">
            {tt(view.dungeonName)}
          </h1>
          <span
            className={cx(
              "shrink-0 rounded border px-2 py-0.5 text-xs font-bold tracking-wider uppercase",
              ended
                ? "border-slate-500 text-slate-300"
                : "border-red-400/80 bg-red-500/15 text-red-100",
            )}
          >
            {ended ? t("watch.ended") : t("watch.live")}
          </span>
        </div>
        <MonsterFigure hit={null} down={view.monster.currentHP === 0} teammateBlows={blows}>
          <WatchedMonster monster={view.monster} />
        </MonsterFigure>
        <FighterList fighters={view.fighters} />
        {/* The numbers in the air are hidden from screen readers: the newest hit is said here. */}
        <p role="status" className="sr-only">
          {latest
            ? t("battle.teammateHit", { hunter: latest.hunterName, damage: latest.damage })
            : ""}
        </p>
      </Panel>
      {view.summary ? <WatchSummaryPanel summary={view.summary} /> : null}
      <HitList hits={view.hits} />
    </>
  );
}

function WatchedMonster({ monster }: { monster: WatchView["monster"] }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <MonsterPortrait name={monster.name} isBoss={monster.isBoss} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="min-w-0 text-lg font-bold text-slate-50 sm:text-xl">{monster.name}</h2>
          {monster.isBoss ? (
            <span className="inline-flex items-center gap-1 rounded border border-amber-300/80 bg-amber-400/15 px-1.5 py-0.5 text-xs font-bold tracking-wider text-amber-200 uppercase">
              <Crown aria-hidden="true" className="size-3.5" />
              {t("battle.monster.boss")}
            </span>
          ) : null}
        </div>
        <p className="mt-0.5 text-xs text-slate-300">
          {t("watch.level", { level: monster.level })}
        </p>
        <MonsterHpBar
          name={monster.name}
          label={t("battle.monster.hp")}
          current={monster.currentHP}
          max={monster.maxHP}
          testId="watched-monster-hp"
        />
      </div>
    </div>
  );
}

function FighterList({ fighters }: { fighters: WatchFighter[] }) {
  const t = useT();
  return (
    <ul aria-label={t("watch.hunters")} className="grid gap-1.5 sm:grid-cols-2">
      {fighters.map((fighter) => {
        const out = fighter.state === "in" ? null : t(STATE_LABELS[fighter.state]);
        return (
          <li
            key={fighter.hunterName}
            className={cx(
              "flex min-w-0 items-center justify-between gap-2 rounded border px-2 py-1 text-sm",
              out
                ? "border-slate-600 bg-slate-800/60 text-slate-300"
                : "border-emerald-400/50 bg-emerald-500/10 text-slate-100",
            )}
          >
            <span className="min-w-0 truncate font-semibold">{fighter.hunterName}</span>
            {out ? (
              <span className="shrink-0 font-semibold text-amber-200">{out}</span>
            ) : (
              <span className="flex shrink-0 items-center gap-1 tabular-nums">
                <Heart aria-hidden="true" className="size-3.5 text-emerald-300" />
                {formatNumber(fighter.currentHP)}/{formatNumber(fighter.maxHP)}
                <span className="sr-only">{t("battle.party.hp")}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function WatchSummaryPanel({ summary }: { summary: WatchSummary }) {
  const t = useT();
  const minutes = Math.floor(summary.durationSeconds / 60);
  const seconds = summary.durationSeconds % 60;
  return (
    <Panel aria-labelledby="watch-summary-title" className="flex flex-col gap-3">
      <h2 id="watch-summary-title" className="glow-text text-xl font-bold text-sky-50">
        {t("watch.fightEnded")}
      </h2>
      <p className="text-slate-200">{t(OUTCOME_TITLES[summary.outcome])}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label={t("watch.totalDamage")} value={formatNumber(summary.totalDamage)} />
        <Figure label={t("watch.hits")} value={formatNumber(summary.hits)} />
        <Figure
          label={t("watch.duration")}
          value={`${minutes}:${String(seconds).padStart(2, "0")}`}
        />
      </dl>
    </Panel>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2">
      <dt className="text-xs text-slate-300">{label}</dt>
      <dd className="font-bold break-words text-slate-50 tabular-nums">{value}</dd>
    </div>
  );
}

function HitList({ hits }: { hits: WatchHit[] }) {
  const t = useT();
  const newest = hits.slice(-HITS_LISTED).reverse();
  return (
    <Panel aria-labelledby="watch-hits-title" className="flex flex-col gap-2">
      <h2 id="watch-hits-title" className="system-heading">
        {t("watch.hits")}
      </h2>
      {newest.length === 0 ? (
        <p className="text-sm text-slate-300">{t("watch.noHits")}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" data-testid="watched-hits">
          {newest.map((hit) => (
            <li key={hit.seq} className="flex items-center gap-2 text-slate-100">
              <Swords aria-hidden="true" className="size-4 shrink-0 text-amber-300" />
              <span className="min-w-0 truncate font-semibold">{hit.hunterName}</span>{" "}
              <span className="tabular-nums">
                {t(hit.kind === "skill" ? "watch.skillFor" : "watch.hitFor", {
                  damage: formatNumber(hit.damage),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/**
 * The hits that arrived since the page opened, each once, as numbers rising from the monster
 * with the hunter's name. Those already there on the first view are the past: no number rises.
 */
function useNewBlows(hits: readonly WatchHit[]): TeammateBlow[] {
  const seen = useRef<Set<number> | null>(null);
  const [blows, setBlows] = useState<TeammateBlow[]>([]);
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(hits.map((h) => h.seq));
      return;
    }
    const known = seen.current;
    const fresh = hits.filter((h) => !known.has(h.seq));
    if (fresh.length === 0) return;
    for (const h of fresh) known.add(h.seq);
    setBlows((shown) =>
      [
        ...shown,
        ...fresh.map((h) => ({ id: `watch-${h.seq}`, hunterName: h.hunterName, damage: h.damage })),
      ].slice(-BLOWS_IN_THE_AIR),
    );
  }, [hits]);
  return blows;
}
