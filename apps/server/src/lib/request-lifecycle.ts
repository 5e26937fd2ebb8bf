import type { FastifyReply, FastifyRequest } from "fastify";
import { LogController } from "fastify";

/**
 * What the app does for every request: `started` when its reply is made, `ended` when the
 * response has gone out (or failed). Fastify calls its LogController at these two moments for
 * every request it answers, the 404s and the framework's own error replies included, and
 * whether or not a hook is registered (the end only when the app has a logger, which is when
 * there is anything to write). Riding on those two calls, the security headers and the request
 * log need no turn of Fastify's hook runner on any request (they were an `onRequest` and an
 * `onResponse` hook, docs/decisions/035), and the framework's own error replies, which no
 * `onRequest` hook sees, carry the headers too. Fastify's own per-request log lines stay off
 * (docs/decisions/008).
 */
export class RequestLifecycle extends LogController {
  constructor(
    private readonly started: (reply: FastifyReply) => void,
    private readonly ended: (request: FastifyRequest, reply: FastifyReply) => void,
  ) {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(_request: FastifyRequest, reply: FastifyReply): void {
    this.started(reply);
  }

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    this.ended(request, reply);
  }
}
