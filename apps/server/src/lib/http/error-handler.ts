import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageOfRequest } from "../i18n/request-language.ts";
import { translate } from "../i18n/translate.ts";
import { varyByLanguage } from "../i18n/vary-by-language.ts";
import { AppError, codeForStatus } from "./errors.ts";
import { isDatabaseUnavailable } from "./pg-errors.ts";

/** Seconds a client waits before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_S = 2;

/** Messages people can read for the framework's own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object or no Content-Type.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON (Content-Type: application/json).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
};

/**
 * Requests whose 5xx this handler accounted for: it logged the failure itself (with its cause),
 * or the answer was chosen on purpose (an instance that drains says 503 to its balancer).
 * The request log (request-log.ts) writes a line only for a 5xx that came from elsewhere.
 */
const accountedFailures = new WeakSet<FastifyRequest>();

export function isFailureAccountedFor(request: FastifyRequest): boolean {
  return accountedFailures.has(request);
}

/**
 * One place turns every failure into `{ message, code }`; anything unexpected is a logged 500.
 * The message is thrown in English and leaves in the hunter's language (docs/i18n.md), with
 * `Vary: Accept-Language`.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const say = (message: string) => translate(message, languageOfRequest(request));
    accountedFailures.add(request);
    varyByLanguage(reply);
    if (error instanceof AppError) {
      if (error.retryAfterS !== undefined) reply.header("retry-after", String(error.retryAfterS));
      return reply.status(error.status).send({ message: say(error.message), code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ?? error.message ?? "The request is not valid.";
      return reply.status(status).send({ message: say(message), code: codeForStatus(status) });
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarts or is unreachable: nothing was committed; the pool reconnects.
      request.log.warn({ err: describeFailure(error) }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_S))
        .send({
          message: say(
            "The game cannot reach its database right now. Please try again in a moment.",
          ),
          code: "unavailable",
        });
    }
    request.log.error({ err: describeFailure(error) }, "request failed");
    return reply.status(500).send({
      message: say("Something went wrong on our side. Please try again."),
      code: "internal",
    });
  });
}

/**
 * What the log keeps of an unexpected failure: its kind, message, stack frames and the same
 * of its causes. Never the failed query's parameters (drizzle's message lists them: emails,
 * password hashes), and of a PostgreSQL error only its code and the names of what it concerns,
 * since the server's own message may quote a value ("invalid input syntax ...: "a@b.c"").
 */
export function describeFailure(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & Record<string, unknown>;
  const stack = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
  const described: Record<string, unknown> = isDatabaseError(fields)
    ? {
        type: "DatabaseError",
        code: fields.code,
        ...pick(fields, ["severity", "table", "column", "constraint", "routine"]),
      }
    : { type: error.name, message: firstLine(error.message) };
  described.stack = stack;
  if (error.cause !== undefined && depth < 3)
    described.cause = describeFailure(error.cause, depth + 1);
  return described;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && "severity" in error;
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.filter((k) => typeof source[k] === "string").map((k) => [k, source[k]]),
  );
}

/** Drizzle's message is "Failed query: <sql>\nparams: <values>": the first line only. */
function firstLine(message: string): string {
  return message.split("\n")[0] ?? "";
}

/**
 * Fastify's own refusals that happen before routing (an over-long path segment, a malformed
 * URL) get the same `{ message, code }` shape as every other error.
 */
export function replyToFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = languageOfRequest(request);
  varyByLanguage(reply);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply
      .status(414)
      .send({ message: translate("That address is too long.", language), code: "uri_too_long" });
    return;
  }
  void reply
    .status(400)
    .send({ message: translate("That address is not valid.", language), code: "bad_request" });
}
