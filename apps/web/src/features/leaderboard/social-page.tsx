import {
  type Badge,
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
  type LeaderboardQuery,
} from "@repgate/contracts/leaderboard";
import { RANKS, type Rank } from "@repgate/game/rules/ranks";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useState } from "react";
import { Link } from "wouter";
import { rankTextTone } from "../../components/rank-tones.ts";
import { Button } from "../../components/ui/button.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import {
  boardQueryOptions,
  globalStatisticsQueryOptions,
  monthlyStatisticsQueryOptions,
} from "./api.ts";
import { GroupsPanel } from "./groups-panel.tsx";

const PERIOD_LABELS: Record<LeaderboardPeriod, MessageId> = {
  alltime: "leaderboard.period.alltime",
  monthly: "leaderboard.period.monthly",
  weekly: "leaderboard.period.weekly",
};
const BADGE_LABELS: Record<Badge, MessageId> = {
  champion: "leaderboard.badge.champion",
  elite: "leaderboard.badge.elite",
  veteran: "leaderboard.badge.veteran",
  rising: "leaderboard.badge.rising",
};

export interface SocialPageProps {
  /** The party panel, for the groups panel's Party tab. */
  party?: ReactNode;
  /** The guild summary, for the groups panel's Guild tab. */
  guild?: ReactNode;
  /** The friends panel, under the groups. */
  friends?: ReactNode;
  /** The chat panel, beside the standings. */
  chat?: ReactNode;
  /** The row of the Social screen's sections (this one and Messages), under the title. */
  sections?: ReactNode;
}

/**
 * /leaderboard and /social: standings, statistics, groups, friends and chat (docs/game-rules/screens.md).
 * Other features' panels come in as nodes, composed in app/social-screen.tsx.
 */
export function SocialPage({ party, guild, friends, chat, sections }: SocialPageProps = {}) {
  const [search, setSearch] = useState("");
  const [rank, setRank] = useState<Rank | "all">("all");
  const [period, setPeriod] = useState<LeaderboardPeriod>("alltime");
  const deferredSearch = useDeferredValue(search.trim());
  const query: LeaderboardQuery = {
    period,
    ...(rank === "all" ? {} : { rank }),
    ...(deferredSearch ? { search: deferredSearch } : {}),
  };
  const board = useQuery(boardQueryOptions(query));
  const global = useQuery(globalStatisticsQueryOptions);
  const monthly = useQuery(monthlyStatisticsQueryOptions);
  const filtered = search !== "" || rank !== "all" || period !== "alltime";
  const t = useT();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-2 py-4 sm:p-4">
      <h1 className="text-2xl font-bold text-sky-50">{t("leaderboard.title")}</h1>
      {sections}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel aria-label={t("leaderboard.yourRank.label")}>
            <PanelHeading>{t("leaderboard.yourRank")}</PanelHeading>
            <p className="text-lg text-sky-100">
              {board.data
                ? board.data.myPosition === null
                  ? t("leaderboard.unranked", { period })
                  : t("leaderboard.position", {
                      position: board.data.myPosition,
                      total: board.data.total,
                    })
                : "..."}
            </p>
            {board.data ? (
              <p className="text-sm text-slate-300">
                {t("leaderboard.places", { count: board.data.total, period })}
              </p>
            ) : null}
          </Panel>
          <Panel aria-label={t("leaderboard.heading")}>
            <PanelHeading>{t("leaderboard.heading")}</PanelHeading>
            <div className="mb-3 flex flex-wrap gap-2">
              <input
                aria-label={t("leaderboard.search")}
                placeholder={t("leaderboard.search.placeholder")}
                className="w-full min-w-0 rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100 max-sm:min-h-11 sm:w-auto sm:flex-1"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <select
                aria-label={t("leaderboard.rankFilter")}
                className="rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100 max-sm:min-h-11"
                value={rank}
                onChange={(e) => setRank(e.target.value as Rank | "all")}
              >
                <option value="all">{t("leaderboard.allRanks")}</option>
                {[...RANKS].reverse().map((r) => (
                  <option key={r} value={r}>
                    {t("leaderboard.rank", { rank: r })}
                  </option>
                ))}
              </select>
              <select
                aria-label={t("leaderboard.periodFilter")}
                className="rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100 max-sm:min-h-11"
                value={period}
                onChange={(e) => setPeriod(e.target.value as LeaderboardPeriod)}
              >
                {LEADERBOARD_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(PERIOD_LABELS[p])}
                  </option>
                ))}
              </select>
              <Button
                variant="secondary"
                disabled={!filtered}
                onClick={() => {
                  setSearch("");
                  setRank("all");
                  setPeriod("alltime");
                }}
              >
                {t("leaderboard.clearFilters")}
              </Button>
            </div>
            {board.isPending ? (
              <ScreenLoading>{t("leaderboard.loading")}</ScreenLoading>
            ) : board.error ? (
              <ScreenLoadError onRetry={() => void board.refetch()}>
                {t("leaderboard.loadFailed")}
              </ScreenLoadError>
            ) : board.data.hunters.length === 0 ? (
              <p className="py-6 text-center text-slate-300">
                {/* The spec's text answers a search; an empty board says why it is empty. */}
                {search.trim() || rank !== "all"
                  ? t("leaderboard.noneFound")
                  : t("leaderboard.empty", { period })}
              </p>
            ) : (
              <ol aria-label={t("leaderboard.hunters")} className="flex flex-col gap-1">
                {board.data.hunters.map((h) => (
                  <li
                    key={h.id}
                    className="flex items-start gap-3 rounded-md bg-slate-900/60 px-2 py-1 text-sm"
                  >
                    <span className="w-12 shrink-0 font-mono text-sky-200">#{h.position}</span>
                    {/* Two lines, so a name keeps the row's width on a 360 px phone. */}
                    <div className="min-w-0 flex-1">
                      <Link href={`/user/${h.id}`} className="block break-words text-slate-100">
                        {h.hunterName}
                      </Link>
                      <div className="flex flex-wrap items-center gap-x-3 text-xs text-slate-300">
                        {h.badge ? (
                          <span className="rounded bg-amber-500/20 px-1 text-amber-200">
                            {t(BADGE_LABELS[h.badge])}
                          </span>
                        ) : null}
                        <span className={rankTextTone(h.rank)}>
                          {t("leaderboard.rank", { rank: h.rank })}
                        </span>
                        <span>{t("leaderboard.level", { level: h.level })}</span>
                        <span>{t("leaderboard.xp", { xp: h.totalXP })}</span>
                      </div>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          {chat}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Panel aria-label={t("leaderboard.stats.label")}>
            <PanelHeading>{t("leaderboard.stats.heading")}</PanelHeading>
            {global.data ? (
              <dl className="grid grid-cols-2 gap-1 text-sm text-slate-200">
                <dt>{t("leaderboard.stats.hunters")}</dt>
                <dd>{global.data.totalHunters}</dd>
                <dt>{t("leaderboard.stats.deaths")}</dt>
                <dd>{global.data.hunterDeaths}</dd>
                <dt>{t("leaderboard.stats.beasts")}</dt>
                <dd>{global.data.magicalBeastsKilled}</dd>
                <dt>{t("leaderboard.stats.dungeons")}</dt>
                <dd>{global.data.dungeonsCleared}</dd>
              </dl>
            ) : null}
            <h3 className="mt-3 font-semibold text-sky-100">{t("leaderboard.stats.month")}</h3>
            {monthly.data ? (
              <dl className="grid grid-cols-2 gap-1 text-sm text-slate-200">
                <dt>{t("leaderboard.stats.deaths")}</dt>
                <dd>{monthly.data.hunterDeaths}</dd>
                <dt>{t("leaderboard.stats.beasts")}</dt>
                <dd>{monthly.data.magicalBeastsKilled}</dd>
                <dt>{t("leaderboard.stats.dungeons")}</dt>
                <dd>{monthly.data.dungeonsCleared}</dd>
              </dl>
            ) : null}
          </Panel>
          <Panel aria-label={t("leaderboard.distribution.label")}>
            <PanelHeading>{t("leaderboard.distribution")}</PanelHeading>
            <ul className="text-sm text-slate-200">
              {(global.data?.rankDistribution ?? []).map((r) => (
                <li key={r.rank} className="flex justify-between">
                  <span className={rankTextTone(r.rank)}>
                    {t("leaderboard.rank", { rank: r.rank })}
                  </span>
                  <span>{r.count}</span>
                </li>
              ))}
            </ul>
          </Panel>
          <GroupsPanel party={party} guild={guild} />
          {friends}
        </div>
      </div>
    </div>
  );
}
