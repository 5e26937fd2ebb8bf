import type { FastifyReply, FastifyRequest } from "fastify";
import { isFailureAccountedFor } from "./error-handler.ts";
import type { LoggerConfig } from "./lazy-request-logger.ts";

export interface RequestLogOptions {
  /** Log one line for every request at info; off by default (see docs/decisions/008-compression-and-code-splitting.md). */
  everyRequest: boolean;
  /** A request slower than this is logged at warn even when everyRequest is off. */
  slowMs: number;
}

/**
 * The logger for the process: structured JSON at `level`, with no request or response
 * serialiser that could carry headers, so cookies, authorization and bodies never reach a log.
 * The paths below are redacted anyway, in case an error object carries them.
 */
export function productionLogger(level: string): LoggerConfig {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "headers.cookie",
        "headers.authorization",
      ],
      censor: "[redacted]",
    },
  };
}

/** The path of a URL without its query string, which may hold tokens. */
function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/**
 * At most one line per request, written when it ends: every request at info when asked,
 * otherwise only server errors (5xx) the error handler has not logged or chosen on purpose, and
 * slow requests. Fastify's own two lines per request (incoming, completed) are turned off in
 * buildApp: at thousands of polls a second they cost a third of the throughput and say nothing
 * a metrics system would not. Called by the app's request lifecycle (request-lifecycle.ts).
 */
export function requestLog(
  options: RequestLogOptions,
): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const slow = ms >= options.slowMs;
    const failed = status >= 500 && !isFailureAccountedFor(request);
    if (!options.everyRequest && !failed && !slow) return;
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status,
      ms: Math.round(ms * 10) / 10,
    };
    if (failed) request.log.error(line, "request failed");
    else if (slow) request.log.warn(line, "slow request");
    else request.log.info(line, "request");
  };
}
