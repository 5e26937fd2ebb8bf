import type { FastifyReply, FastifyRequest } from "fastify";
import { findSessionUser } from "../../../modules/auth/service.ts";
import type { SessionCheckCache } from "../../sessions/session-check-cache.ts";
import { sessionToken } from "../../sessions/session-cookie.ts";
import type { AppDeps } from "../../wiring/deps.ts";
import { requireUser } from "./auth-hook.ts";
import { requireTokenUser } from "./bearer-token.ts";

/**
 * The preHandler every signed-in route uses: loads the hunter from the session cookie or 401s.
 * A request with an Authorization header is judged by its access token alone (bearer-token.ts).
 */
export function authenticate(deps: AppDeps) {
  const { db, clock } = deps;
  const bySession = requireUser((token, method) =>
    // A read marks nobody present: only a request that changes something does (service.ts).
    findSessionUser(db, clock, token, { active: method !== "GET" && method !== "HEAD" }),
  );
  const byToken = requireTokenUser(deps);
  return (request: FastifyRequest, reply: FastifyReply): Promise<void> =>
    request.headers.authorization === undefined ? bySession(request, reply) : byToken(request);
}

/**
 * For hot read-only routes whose reply is the same for every hunter: a session confirmed in
 * the last few seconds is trusted without a database round trip. `request.user` is NOT loaded
 * on that path, so routes behind it must not call signedInUser(). A session that ends on any
 * instance is forgotten at once (app.ts hears sessionEnded on the event bus).
 *
 * Called by the handler itself rather than run as a preHandler: the dungeon poll's usual
 * answer (a session known valid) then costs neither a promise nor a turn of Fastify's hook
 * runner (decision 034). Otherwise the hunter is loaded first (a 401 when there is none).
 */
export function withRecentSession(deps: AppDeps, checks: SessionCheckCache) {
  const loadUser = authenticate(deps);
  return <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: (nowMs: number) => T | Promise<T>,
  ): T | Promise<T> => {
    const token = sessionToken(request);
    const nowMs = deps.clock.nowMs();
    const byCookie = request.headers.authorization === undefined;
    if (byCookie && token && checks.isKnownValid(token, nowMs)) return answer(nowMs);
    return loadUser(request, reply).then(() => {
      if (byCookie && token && request.user) checks.remember(token, request.user.id, nowMs);
      return answer(nowMs);
    });
  };
}
