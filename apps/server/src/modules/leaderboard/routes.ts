import { leaderboardEndpoints } from "@repgate/contracts/endpoints/leaderboard";
import type { DomainEvent } from "@repgate/contracts/events";
import type { LeaderboardQuery } from "@repgate/contracts/leaderboard";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/http/errors.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import { parseInput } from "../../lib/http/validate.ts";
import { type HunterReads, hunterRead } from "../../lib/hunter-reads/hunter-read-route.ts";
import { sessionToken } from "../../lib/sessions/session-cookie.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { nextPeriodStarts } from "./progress.ts";
import { loadGlobalStatistics, loadLeaderboard, loadMonthlyStatistics } from "./service.ts";

/**
 * What may move anyone's place or row on a board: XP, level, rank, name, picture, class or the
 * awakening (hunterChanged, which every payment and profile change emits), and an account gone
 * (its sessions all end). A board changes with no event only at a period's end (validUntil).
 */
function movesTheBoards(event: DomainEvent): boolean {
  return (
    event.type === "hunterChanged" ||
    event.type === "hunterLeveledUp" ||
    (event.type === "sessionsEnded" && event.exceptSessionId === null)
  );
}

/** The instant a board's answer may change with time alone: its period's end. */
function boardValidUntil(period: LeaderboardQuery["period"], now: Date): number {
  return period === "alltime" ? Number.POSITIVE_INFINITY : nextPeriodStarts(now)[period].getTime();
}

/** A caller with no session and no token is refused before their query is judged (401, then 400). */
async function claimsAHunter(request: FastifyRequest): Promise<void> {
  if (sessionToken(request) === undefined && request.headers.authorization === undefined) {
    throw new AppError("unauthenticated", "You are not signed in.");
  }
}

export async function leaderboardRoutes(
  app: FastifyInstance,
  { deps, hunterReads }: { deps: AppDeps; hunterReads: HunterReads },
) {
  const { db } = deps;
  // The home screen reads the board on every visit: each hunter's last answer (per query) is
  // kept until anyone's change that may move the boards, heard from any instance (decision 044).
  const board = hunterRead(deps, hunterReads, {
    byQuery: true,
    dropsAllOn: movesTheBoards,
    load: async (user, now, request) => {
      const query = parseInput(leaderboardEndpoints.board.query, request.query);
      return {
        reply: await loadLeaderboard(db, user.id, query, now),
        validUntil: boardValidUntil(query.period, now),
      };
    },
  });
  route(app, leaderboardEndpoints.board, { preHandler: claimsAHunter }, ({ request, reply }) =>
    board(request, reply),
  );

  await app.register(statisticsRoutes, { deps });
}

async function statisticsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));
  route(app, leaderboardEndpoints.globalStatistics, {}, async () => loadGlobalStatistics(db));
  route(app, leaderboardEndpoints.monthlyStatistics, {}, async () =>
    loadMonthlyStatistics(db, deps.clock.now()),
  );
}
