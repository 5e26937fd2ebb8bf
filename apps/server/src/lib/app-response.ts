import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";
import { securityHeaderLines } from "./security-headers.ts";

declare module "node:http" {
  interface OutgoingMessage {
    /** Node writes a response's head here (not in @types/node); AppResponse adds to it. */
    _storeHeader(firstLine: string, headers: OutgoingHttpHeaders | readonly unknown[] | null): void;
  }
}

// Fail at start, not by sending responses without their security headers.
if (typeof ServerResponse.prototype._storeHeader !== "function") {
  throw new Error("This Node.js has no ServerResponse#_storeHeader; the security headers need it.");
}

/** Told once when a watched response ends: its reply, and the milliseconds since it was made. */
export type ResponseEnded = (reply: FastifyReply, ms: number) => void;

/**
 * The server's response class (the `ServerResponse` option of `http.createServer`, through
 * Fastify's `http` option). Two things every response needs, done with no per-request work a
 * generic path would add (docs/decisions/037):
 * - Its head carries the security headers as lines written once at start. Set per reply, each of
 *   the 12 went through Fastify's `reply.header` and Node's name and value checks on every
 *   request: 3 µs of a 304's 20.
 * - It tells the request lifecycle when it ends. Fastify observes that itself only by adding a
 *   `finish` and an `error` listener to every response, and removing them again.
 */
export class AppResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  #ended: ResponseEnded | null = null;
  #reply: FastifyReply | null = null;
  #startedAt = 0;

  override _storeHeader(
    firstLine: string,
    headers: OutgoingHttpHeaders | readonly unknown[] | null,
  ): void {
    // Right after the status line; Node adds Date, Connection and Keep-Alive at the end.
    super._storeHeader(firstLine + securityHeaderLines(headers), headers);
  }

  /** Calls `ended` when this response ends, timed from now. */
  watch(reply: FastifyReply, ended: ResponseEnded): void {
    this.#reply = reply;
    this.#ended = ended;
    this.#startedAt = performance.now();
  }

  // Every overload of `end` passes straight through; only the first end is reported. The end is
  // when the last bytes are handed to the socket.
  override end(...args: unknown[]): this {
    (super.end as (...a: unknown[]) => this).apply(this, args);
    const ended = this.#ended;
    if (ended !== null) {
      const reply = this.#reply as FastifyReply;
      this.#ended = null;
      this.#reply = null;
      ended(reply, performance.now() - this.#startedAt);
    }
    return this;
  }
}
