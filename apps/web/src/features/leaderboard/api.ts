import { leaderboardEndpoints } from "@repgate/contracts/endpoints/leaderboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

export const leaderboardQueryOptions = queryOptions({
  queryKey: queryKeyOf(leaderboardEndpoints.board),
  queryFn: () => call(leaderboardEndpoints.board, { query: { period: "alltime" } }),
});

/** The hunter's own 1-based position, or null when the board has none or cannot be read. */
export function useMyLeaderboardPosition() {
  return useQuery({ ...leaderboardQueryOptions, select: (board) => board.myPosition });
}
