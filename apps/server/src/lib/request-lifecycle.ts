import type { FastifyReply, FastifyRequest } from "fastify";
import { LogController } from "fastify";
import { AppResponse, type ResponseEnded } from "./app-response.ts";
import { setSecurityHeaders } from "./security-headers.ts";

/**
 * What the app does for every request as its reply is made, and when its response has gone out.
 * Fastify calls its LogController's `incomingRequest` for every request it answers, the 404s and
 * the framework's own error replies included, whether or not a hook is registered: riding on that
 * call, the request log needs no turn of Fastify's hook runner (docs/decisions/035). The server's
 * own responses write the security headers and report their end themselves (app-response.ts,
 * docs/decisions/037); a response made elsewhere (an injected request's, in tests) is given the
 * same through Fastify. Fastify's own per-request log lines stay off (docs/decisions/008).
 */
export class RequestLifecycle extends LogController {
  constructor(private readonly ended: ResponseEnded | null) {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(_request: FastifyRequest, reply: FastifyReply): void {
    const raw = reply.raw;
    const ended = this.ended;
    if (raw instanceof AppResponse) {
      if (ended !== null) raw.watch(reply, ended);
      return;
    }
    setSecurityHeaders(reply);
    if (ended === null) return;
    const startedAt = performance.now();
    raw.once("finish", () => ended(reply, performance.now() - startedAt));
  }
}
