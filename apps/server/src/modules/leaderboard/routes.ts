import { leaderboardEndpoints } from "@repgate/contracts/endpoints/leaderboard";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { route } from "../../lib/route.ts";
import { authenticate } from "../auth/authenticate.ts";
import { loadLeaderboard } from "./service.ts";

export async function leaderboardRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  route(app, leaderboardEndpoints.board, {}, async ({ request }) =>
    loadLeaderboard(db, signedInUser(request).id),
  );
}
