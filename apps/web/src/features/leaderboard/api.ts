import { leaderboardEndpoints } from "@repgate/contracts/endpoints/leaderboard";
import type { LeaderboardQuery } from "@repgate/contracts/leaderboard";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

/**
 * The prefix of every page of one period's board (any rank, search or cursor): query keys match
 * an object by the fields they name.
 */
export function periodBoardQueryKey(period: LeaderboardQuery["period"]) {
  return [...queryKeyOf(leaderboardEndpoints.board), { period }] as const;
}

export function boardQueryOptions(query: LeaderboardQuery) {
  return queryOptions({
    queryKey: [...queryKeyOf(leaderboardEndpoints.board), query],
    queryFn: () => call(leaderboardEndpoints.board, { query }),
  });
}

/** The all-time board as the Social screen first shows it (home and the tab prefetch read it). */
export const leaderboardQueryOptions = boardQueryOptions({ period: "alltime" });

/**
 * The hunter's own 1-based position, or null when the board has none or cannot be read. Their
 * XP is what places them: when it changes (a claim's reply, another device's payment), the
 * boards are stale, and the shown one reads again. HP and gold changes read nothing.
 */
export function useMyLeaderboardPosition(totalXP: number) {
  const queryClient = useQueryClient();
  const placedAt = useRef(totalXP);
  useEffect(() => {
    if (placedAt.current === totalXP) return;
    placedAt.current = totalXP;
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(leaderboardEndpoints.board) });
  }, [totalXP, queryClient]);
  return useQuery({ ...leaderboardQueryOptions, select: (board) => board.myPosition });
}

export const globalStatisticsQueryOptions = queryOptions({
  queryKey: queryKeyOf(leaderboardEndpoints.globalStatistics),
  queryFn: () => call(leaderboardEndpoints.globalStatistics),
});

export const monthlyStatisticsQueryOptions = queryOptions({
  queryKey: queryKeyOf(leaderboardEndpoints.monthlyStatistics),
  queryFn: () => call(leaderboardEndpoints.monthlyStatistics),
});
