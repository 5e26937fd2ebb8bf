import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { AppError } from "../http/errors.ts";
import { addRouteHook } from "../http/route-hooks.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that says it comes
 * from another origin is refused. Requests with no Origin and no Fetch Metadata are not from a
 * browser page (curl, tests) and carry no ambient cookie risk from another site.
 */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  // A callback hook, and only on the routes that change state: reads (the hot poll) pay nothing.
  const checkOrigin: onRequestHookHandler = (request, _reply, done) => {
    // A route may take several methods, some of them safe.
    if (SAFE_METHODS.has(request.method)) {
      done();
      return;
    }
    try {
      refuseForeignOrigin(request, allowedOrigins);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  };
  app.addHook("onRoute", (routeOptions) => {
    const methods = Array.isArray(routeOptions.method)
      ? routeOptions.method
      : [routeOptions.method];
    if (methods.every((method) => SAFE_METHODS.has(method))) return;
    addRouteHook(routeOptions, "onRequest", checkOrigin, { first: true });
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
