import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that says it comes
 * from another origin is refused. Requests with no Origin and no Fetch Metadata are not from a
 * browser page (curl, tests) and carry no ambient cookie risk from another site.
 */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  // A callback hook: it runs on every request (see security-headers.ts).
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    try {
      refuseForeignOrigin(request, allowedOrigins);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/**
 * Throws 403 when a request says it comes from a page of another origin. Also guards the
 * websocket upgrade, where browsers send Origin but SameSite does not protect the cookie.
 */
export function refuseForeignOrigin(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    if (origin === own || allowedOrigins.includes(origin)) return;
    throw new AppError("forbidden", "This request came from another site and was refused.");
  }
  if (request.headers["sec-fetch-site"] === "cross-site") {
    throw new AppError("forbidden", "This request came from another site and was refused.");
  }
}
