import { battleEndpoints } from "@repgate/contracts/endpoints/battles";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/http/errors.ts";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { requireOnboardedToPlay } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import { sessionToken } from "../../lib/sessions/session-cookie.ts";
import { hashSessionToken } from "../../lib/sessions/session-token.ts";
import { type AppDeps, diceOf } from "../../lib/wiring/deps.ts";
import { keepPresent } from "../auth/service.ts";
import { attackBattle } from "./attack.ts";
import { type HunterAndBattle, readSessionHunterAndBattle } from "./repo.ts";

const NOT_SIGNED_IN = "You are not signed in.";

/**
 * PATCH /api/battles/:id, the most frequent write of a day of play (issue 45). With a session
 * cookie, the statement that finds the session also reads the battle and the gear the blow is
 * computed from, so that a plain blow is two statements: this read and its compare-and-set.
 * It is registered outside the battle routes' authenticate hook and holds the same lines
 * itself: 401 without a live session or access token, 403 before the awakening, the hunter
 * and the session marked present as every write marks them, `request.user` set (the reply's
 * language, the writer's kept reads dropped).
 */
export function attackRoute(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const random = diceOf(deps);
  const byToken = authenticate(deps);
  /**
   * Before the body is read: an access token is judged whole (its scope, the awakening), as
   * the hook judges it on every route; a caller with neither token nor cookie gets its 401.
   */
  const beforeBody = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization !== undefined) {
      await byToken(request, reply);
      requireOnboardedToPlay(signedInUser(request));
    } else if (!sessionToken(request)) {
      throw new AppError("unauthenticated", NOT_SIGNED_IN);
    }
  };
  route(
    app,
    battleEndpoints.attack,
    { preHandler: beforeBody },
    async ({ params, body, request }) => {
      const now = clock.now();
      const token = sessionToken(request);
      let read: HunterAndBattle | null | undefined;
      if (!request.user && token) {
        const tokenHash = hashSessionToken(token);
        const found = await readSessionHunterAndBattle(db, tokenHash, now, params.id);
        if (!found) throw new AppError("unauthenticated", NOT_SIGNED_IN);
        request.user = found.user;
        requireOnboardedToPlay(found.user);
        await keepPresent(db, { ...found, tokenHash }, now);
        read = found.read;
      }
      const userId = signedInUser(request).id;
      const { attack, reps } = body;
      return attackBattle(db, random, { userId, battleId: params.id, attack, reps, now }, read);
    },
  );
}
