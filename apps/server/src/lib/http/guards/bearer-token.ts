import type { FastifyRequest } from "fastify";
import { findAccessTokenUser, tokenLimit } from "../../../modules/access-tokens/service.ts";
import { hitLimits } from "../../../modules/rate-limits/limits.ts";
import type { AppDeps } from "../../wiring/deps.ts";
import { AppError } from "../errors.ts";

const BEARER = /^Bearer +(\S+) *$/i;
const READS = new Set(["GET", "HEAD"]);

/**
 * preHandler for a request that carries an Authorization header: the personal access token
 * alone decides who it is, and the session cookie is never read. A page on another site
 * cannot set that header without a CORS preflight this server never grants, so a request
 * that has it is no cross-site forgery; one that has a cookie but a bad token is a 401.
 * The endpoint's contract says which scope may call it (`token`); none means no token may.
 */
export function requireTokenUser({ db, clock }: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const bearer = BEARER.exec(request.headers.authorization ?? "")?.[1];
    const found = bearer ? await findAccessTokenUser(db, clock, bearer) : null;
    if (!found) {
      throw new AppError("unauthenticated", "This access token is not valid: revoked or unknown.");
    }
    await hitLimits(db, clock, [tokenLimit(found.tokenId)]);
    const needs = request.routeOptions.config.endpoint?.token ?? null;
    if (needs === null) {
      throw new AppError(
        "forbidden",
        "Access tokens cannot be used for this call. Sign in to the app instead.",
      );
    }
    if (found.scope === "read" && (needs === "play" || !READS.has(request.method))) {
      throw new AppError(
        "forbidden",
        'This token may only read. Make a "play" token for game actions.',
      );
    }
    request.user = found.user;
  };
}
