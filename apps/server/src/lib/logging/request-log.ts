import { isFailureAccountedFor } from "../http/error-handler.ts";
import type { ResponseEnded } from "../http/request-lifecycle.ts";
import type { LoggerConfig } from "./lazy-request-logger.ts";
import { pathOf } from "./log-serializers.ts";

export interface RequestLogOptions {
  /** Log one line for every request at info; off by default (see docs/decisions/008-compression-and-code-splitting.md). */
  everyRequest: boolean;
  /** A request slower than this is logged at warn even when everyRequest is off. */
  slowMs: number;
}

/**
 * The logger for the process: structured JSON at `level`. A request or reply in a line is
 * written as method, path and status only (log-serializers.ts), so cookies, authorization and
 * bodies never reach a log. The paths below are redacted anyway, in case an error object
 * carries them.
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

/**
 * At most one line per request, written when it ends: every request at info when asked,
 * otherwise only server errors (5xx) the error handler has not logged or chosen on purpose, and
 * slow requests. Fastify's own two lines per request (incoming, completed) are turned off in
 * buildApp: at thousands of polls a second they cost a third of the throughput and say nothing
 * a metrics system would not. Called as each response ends (request-lifecycle.ts).
 */
export function requestLog(options: RequestLogOptions): ResponseEnded {
  return (reply, ms) => {
    const request = reply.request;
    const status = reply.statusCode;
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
