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
    token: "read",
    query: leaderboardQuerySchema,
    reply: leaderboardSchema,
  }),
  globalStatistics: defineEndpoint({
    method: "GET",
    path: "/api/statistics/global",
    token: "read",
    reply: globalStatisticsSchema,
  }),
  monthlyStatistics: defineEndpoint({
    method: "GET",
    path: "/api/statistics/monthly",
    token: "read",
    reply: monthlyStatisticsSchema,
  }),
};
