import { defineEndpoint } from "../endpoint.ts";
import {
  globalStatisticsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  monthlyStatisticsSchema,
} from "../leaderboard.ts";

export const leaderboardEndpoints = {
  board: defineEndpoint({
    method: "GET",
    path: "/api/leaderboard",
    query: leaderboardQuerySchema,
    reply: leaderboardSchema,
  }),
  globalStatistics: defineEndpoint({
    method: "GET",
    path: "/api/statistics/global",
    reply: globalStatisticsSchema,
  }),
  monthlyStatistics: defineEndpoint({
    method: "GET",
    path: "/api/statistics/monthly",
    reply: monthlyStatisticsSchema,
  }),
};
