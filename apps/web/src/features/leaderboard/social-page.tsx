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
import {
  boardQueryOptions,
  globalStatisticsQueryOptions,
  monthlyStatisticsQueryOptions,
} from "./api.ts";
import { GroupsPanel } from "./groups-panel.tsx";

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  alltime: "All time",
  monthly: "This month",
  weekly: "This week",
};
/** What earns a place on each board. */
const PLACE_EARNER: Record<LeaderboardPeriod, string> = {
  alltime: "XP",
  monthly: "XP this month",
  weekly: "XP this week",
};
const BADGE_LABELS: Record<Badge, string> = {
  champion: "Champion",
  elite: "Elite",
  veteran: "Veteran",
  rising: "Rising",
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

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-2 py-4 sm:p-4">
      <h1 className="text-2xl font-bold text-sky-50">Social</h1>
      {sections}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel aria-label="Your rank">
            <PanelHeading>Your Rank</PanelHeading>
            <p className="text-lg text-sky-100">
              {board.data
                ? board.data.myPosition === null
                  ? `Unranked: earn ${PLACE_EARNER[period]} to take a place`
                  : `#${board.data.myPosition} out of ${board.data.total}`
                : "..."}
            </p>
            {board.data ? (
              <p className="text-sm text-slate-300">
                {`${board.data.total} ${board.data.total === 1 ? "hunter has" : "hunters have"} a place: only ${PLACE_EARNER[period]} earns one (Total Hunters counts every hunter).`}
              </p>
            ) : null}
          </Panel>
          <Panel aria-label="Leaderboard">
            <PanelHeading>Leaderboard</PanelHeading>
            <div className="mb-3 flex flex-wrap gap-2">
              <input
                aria-label="Search hunters"
                placeholder="Search hunters..."
                className="w-full min-w-0 rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100 max-sm:min-h-11 sm:w-auto sm:flex-1"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <select
                aria-label="Rank"
                className="rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100 max-sm:min-h-11"
                value={rank}
                onChange={(e) => setRank(e.target.value as Rank | "all")}
              >
                <option value="all">All ranks</option>
                {[...RANKS].reverse().map((r) => (
                  <option key={r} value={r}>
                    {r}-Rank
                  </option>
                ))}
              </select>
              <select
                aria-label="Period"
                className="rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100 max-sm:min-h-11"
                value={period}
                onChange={(e) => setPeriod(e.target.value as LeaderboardPeriod)}
              >
                {LEADERBOARD_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {PERIOD_LABELS[p]}
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
                Clear Filters
              </Button>
            </div>
            {board.isPending ? (
              <ScreenLoading>Loading...</ScreenLoading>
            ) : board.error ? (
              <ScreenLoadError onRetry={() => void board.refetch()}>
                The leaderboard could not be loaded.
              </ScreenLoadError>
            ) : board.data.hunters.length === 0 ? (
              <p className="py-6 text-center text-slate-300">
                {/* The spec's text answers a search; an empty board says why it is empty. */}
                {search.trim() || rank !== "all"
                  ? "No Hunters Found"
                  : `No hunter has earned ${PLACE_EARNER[period]} yet.`}
              </p>
            ) : (
              <ol aria-label="Hunters" className="flex flex-col gap-1">
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
                            {BADGE_LABELS[h.badge]}
                          </span>
                        ) : null}
                        <span className={rankTextTone(h.rank)}>{h.rank}-Rank</span>
                        <span>Lv {h.level}</span>
                        <span>{h.totalXP} XP</span>
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
          <Panel aria-label="Statistics">
            <PanelHeading>All-Time Statistics</PanelHeading>
            {global.data ? (
              <dl className="grid grid-cols-2 gap-1 text-sm text-slate-200">
                <dt>Total Hunters</dt>
                <dd>{global.data.totalHunters}</dd>
                <dt>Hunter Deaths</dt>
                <dd>{global.data.hunterDeaths}</dd>
                <dt>Magical Beasts</dt>
                <dd>{global.data.magicalBeastsKilled}</dd>
                <dt>Dungeons</dt>
                <dd>{global.data.dungeonsCleared}</dd>
              </dl>
            ) : null}
            <h3 className="mt-3 font-semibold text-sky-100">This Month</h3>
            {monthly.data ? (
              <dl className="grid grid-cols-2 gap-1 text-sm text-slate-200">
                <dt>Hunter Deaths</dt>
                <dd>{monthly.data.hunterDeaths}</dd>
                <dt>Magical Beasts</dt>
                <dd>{monthly.data.magicalBeastsKilled}</dd>
                <dt>Dungeons</dt>
                <dd>{monthly.data.dungeonsCleared}</dd>
              </dl>
            ) : null}
          </Panel>
          <Panel aria-label="Rank distribution">
            <PanelHeading>Rank Distribution</PanelHeading>
            <ul className="text-sm text-slate-200">
              {(global.data?.rankDistribution ?? []).map((r) => (
                <li key={r.rank} className="flex justify-between">
                  <span className={rankTextTone(r.rank)}>{r.rank}-Rank</span>
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
