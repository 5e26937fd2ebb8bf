import type { z } from "zod";
import { AppError } from "./errors.ts";

/** Parses `input` with a contract schema; failures become a 400 with the first readable message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message =
    issue?.code === "invalid_type" && issue.path.length === 0
      ? "The request body must be a JSON object."
      : (issue?.message ?? "The request is not valid.");
  throw new AppError("bad_request", message);
}
