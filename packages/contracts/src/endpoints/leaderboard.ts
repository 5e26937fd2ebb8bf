import { defineEndpoint } from "../endpoint.ts";
import { leaderboardSchema } from "../leaderboard.ts";

export const leaderboardEndpoints = {
  board: defineEndpoint({ method: "GET", path: "/api/leaderboard", reply: leaderboardSchema }),
};
