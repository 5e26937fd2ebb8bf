import { leaderboardEndpoints } from "@repgate/contracts/endpoints/leaderboard";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { loadGlobalStatistics, loadLeaderboard, loadMonthlyStatistics } from "./service.ts";

export async function leaderboardRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  route(app, leaderboardEndpoints.board, {}, async ({ request, query }) =>
    loadLeaderboard(db, signedInUser(request).id, query, deps.clock.now()),
  );
  route(app, leaderboardEndpoints.globalStatistics, {}, async () => loadGlobalStatistics(db));
  route(app, leaderboardEndpoints.monthlyStatistics, {}, async () =>
    loadMonthlyStatistics(db, deps.clock.now()),
  );
}
