import {
  badgeFor,
  type GlobalStatistics,
  LEADERBOARD_PAGE_SIZE,
  type Leaderboard,
  type LeaderboardQuery,
  type MonthlyStatistics,
} from "@repgate/contracts/leaderboard";
import { nameKey } from "@repgate/game/rules/name-key";
import { RANKS, type Rank } from "@repgate/game/rules/ranks";
import type { Db } from "../../db/connect.ts";
import { periodStarts } from "./progress.ts";
import * as repo from "./repo.ts";

function boardOf(period: LeaderboardQuery["period"], now: Date): repo.Board {
  if (period === "alltime") return { period, start: "1970-01-01" };
  return { period, start: periodStarts(now)[period] };
}

/**
 * A page of 100 of a board and the caller's place. A place is 1 + the hunters with more XP
 * (equal XP share it), found through the bucket counts (docs/decisions/011): no scan of the
 * board, whatever its size.
 */
export async function loadLeaderboard(
  db: Db,
  userId: string,
  query: LeaderboardQuery = { period: "alltime" },
  now: Date = new Date(),
): Promise<Leaderboard> {
  const board = boardOf(query.period, now);
  const [cursorScore, cursorId] = query.cursor?.split(":") ?? [];
  const filtered = Boolean(query.rank || query.search);
  const rows = await repo.boardPage(
    db,
    board,
    {
      rank: query.rank,
      search: query.search ? nameKey(query.search) : undefined,
      after: cursorId ? { score: Number(cursorScore), id: cursorId } : undefined,
    },
    LEADERBOARD_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, LEADERBOARD_PAGE_SIZE);
  const mine = await repo.scoreOf(db, board, userId);
  const first = page[0];
  // Unfiltered, a page is contiguous: its first score and the one below it place every row.
  const wanted = filtered ? page.map((r) => r.score) : first ? [first.score, first.score - 1] : [];
  if (mine !== null) wanted.push(mine);
  const [above, total] = await Promise.all([
    repo.countAbove(db, board, wanted),
    repo.boardTotal(db, board),
  ]);
  const positions = filtered
    ? page.map((r) => 1 + (above.get(r.score) ?? 0))
    : placeContiguous(page, above);
  const last = rows.length > LEADERBOARD_PAGE_SIZE ? page.at(-1) : undefined;
  return {
    period: query.period,
    hunters: page.map((r, i) => {
      const position = positions[i] ?? 0;
      return {
        position,
        id: r.id,
        hunterName: r.hunterName,
        rank: r.rank as Rank,
        level: r.level,
        totalXP: r.score,
        userClass: r.userClass,
        profileImageUrl: r.profileImageUrl,
        badge: badgeFor(position),
      };
    }),
    total,
    myPosition: mine === null ? null : 1 + (above.get(mine) ?? 0),
    nextCursor: last ? `${last.score}:${last.id}` : null,
  };
}

/** Places of a contiguous page from countAbove of its first score and of that score - 1. */
function placeContiguous(page: repo.BoardRow[], above: Map<number, number>): number[] {
  const first = page[0];
  if (!first) return [];
  const aboveFirst = above.get(first.score) ?? 0;
  const atLeastFirst = above.get(first.score - 1) ?? aboveFirst;
  const places: number[] = [];
  page.forEach((row, i) => {
    const previous = page[i - 1];
    if (row.score === first.score) places.push(1 + aboveFirst);
    else if (previous && previous.score === row.score) places.push(places[i - 1] ?? 0);
    // Every row above this one and below the first score has more XP than it.
    else places.push(1 + atLeastFirst + (i - page.findIndex((r) => r.score < first.score)));
  });
  return places;
}

const cachedGlobal = new WeakMap<Db, { at: number; value: GlobalStatistics }>();
/** The all-time totals scan every hunter; an instance reuses them for this long. */
const GLOBAL_CACHE_MS = 30_000;

export async function loadGlobalStatistics(db: Db): Promise<GlobalStatistics> {
  const cached = cachedGlobal.get(db);
  if (cached && Date.now() - cached.at < GLOBAL_CACHE_MS) return cached.value;
  const row = await repo.globalTotals(db);
  const value: GlobalStatistics = {
    totalHunters: Number(row.hunters ?? 0),
    hunterDeaths: Number(row.deaths ?? 0),
    magicalBeastsKilled: Number(row.beasts ?? 0),
    dungeonsCleared: Number(row.dungeons ?? 0),
    rankDistribution: [...RANKS].reverse().map((rank) => ({ rank, count: Number(row[rank] ?? 0) })),
  };
  cachedGlobal.set(db, { at: Date.now(), value });
  return value;
}

export async function loadMonthlyStatistics(db: Db, now: Date): Promise<MonthlyStatistics> {
  const row = await repo.monthTotals(db, periodStarts(now).monthly);
  return {
    hunterDeaths: Number(row.deaths ?? 0),
    magicalBeastsKilled: Number(row.beasts ?? 0),
    dungeonsCleared: Number(row.dungeons ?? 0),
  };
}
