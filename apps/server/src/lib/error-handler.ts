import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, codeForStatus } from "./errors.ts";

/** Messages people can read for the framework's own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object or no Content-Type.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON (Content-Type: application/json).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
};

/** One place turns every failure into `{ message, code }`; anything unexpected is a logged 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ?? error.message ?? "The request is not valid.";
      return reply.status(status).send({ message, code: codeForStatus(status) });
    }
    request.log.error({ err: error, cause: (error as Error).cause }, "request failed");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again.", code: "internal" });
  });
}
