import type { FastifyReply, FastifyRequest } from "fastify";
import { LogController } from "fastify";
import { setSecurityHeaders } from "../security/security-headers.ts";

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
 */
export class RequestLifecycle extends LogController {
  constructor(private readonly ended: ResponseEnded | null) {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(_request: FastifyRequest, reply: FastifyReply): void {
    setSecurityHeaders(reply);
    const ended = this.ended;
    if (ended === null) return;
    const startedAt = performance.now();
    reply.raw.once("finish", () => ended(reply, performance.now() - startedAt));
  }
}
