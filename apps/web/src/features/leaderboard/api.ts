import { leaderboardSchema } from "@repgate/contracts/leaderboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api-client.ts";

export const leaderboardQueryOptions = queryOptions({
  queryKey: ["/api/leaderboard"] as const,
  queryFn: () => getJson("/api/leaderboard", leaderboardSchema),
});

/** The hunter's own 1-based position, or null when the board has none or cannot be read. */
export function useMyLeaderboardPosition() {
  return useQuery({ ...leaderboardQueryOptions, select: (board) => board.myPosition });
}
