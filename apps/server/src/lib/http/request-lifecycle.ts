import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LogController } from "fastify";
import { setSecurityHeaders } from "../security/security-headers.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** `performance.now()` when the request reached the app, while the request log watches. */
    receivedAt: number;
  }
}

/** Told once when a watched response ends: its reply, and the milliseconds since it was made. */
export type ResponseEnded = (reply: FastifyReply, ms: number) => void;

/**
 * What the app does for every request as its reply is made, and when its response has gone out.
 * Fastify calls its LogController's `incomingRequest` (a documented extension point) for every
 * request it answers, the 404s and the framework's own error replies included, whether or not a
 * hook is registered: riding on that call, the security headers and the request log need no turn
 * of Fastify's hook runner (docs/decisions/016). Both go through public interfaces only: the
 * headers through `reply.header`, the end through the response's `finish` event
 * (docs/decisions/040). Fastify's own per-request log lines stay off (docs/decisions/008).
 *
 * When every request is logged, every response's end is waited for here. Otherwise only the
 * requests a route answers are watched (watchRouteEnds): a 404 or a refusal before the route
 * ran has nothing slow to report, and the errors among them are logged by the error handler.
 */
export class RequestLifecycle extends LogController {
  constructor(
    private readonly ended: ResponseEnded | null,
    private readonly everyResponse: boolean,
  ) {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    setSecurityHeaders(reply);
    if (this.ended === null) return;
    request.receivedAt = performance.now();
    if (this.everyResponse) watchEnd(request, reply, this.ended);
  }
}

function watchEnd(request: FastifyRequest, reply: FastifyReply, ended: ResponseEnded): void {
  reply.raw.once("finish", () => ended(reply, performance.now() - request.receivedAt));
}

/**
 * Watches the end of every request a route answers, for the slow and failed ones. A handler
 * that has answered by the time it returns (the dungeon poll from memory) is judged there and
 * then: its response is out, and a `finish` listener per poll cost the poll a tenth of its
 * throughput (docs/decisions/040). Any other answer is judged on the response's `finish`.
 */
export function watchRouteEnds(app: FastifyInstance, ended: ResponseEnded): void {
  app.addHook("onRoute", (routeOptions) => {
    const handler = routeOptions.handler;
    routeOptions.handler = function watchedHandler(request, reply) {
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        watchEnd(request, reply, ended);
        throw error;
      }
      if (reply.sent && !(result instanceof Promise)) {
        ended(reply, performance.now() - request.receivedAt);
      } else {
        watchEnd(request, reply, ended);
      }
      return result;
    };
  });
}
