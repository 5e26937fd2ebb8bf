import type { FastifyInstance, preValidationHookHandler } from "fastify";
import { AppError } from "./errors.ts";
import { addRouteHook } from "./route-hooks.ts";

const NUL = "\u0000";
/** Deeper than any request the API takes; deeper nesting is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * PostgreSQL text cannot hold the NUL character, so a NUL in any field would fail deep in a
 * query as a 500. Every request's path, query and JSON body are checked once, up front, and a
 * NUL (or absurd nesting) is a 400 that changes nothing. A route declared from an endpoint
 * that takes no params, query or body reads none, and goes unchecked: the hot poll is one.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("onRoute", (routeOptions) => {
    const endpoint = routeOptions.config?.endpoint;
    if (endpoint && !endpoint.params && !endpoint.query && !endpoint.body) return;
    addRouteHook(routeOptions, "preValidation", guardInput);
  });
}

// A callback hook, not an async one: a promise per hook per request is measurable on hot
// routes (bench/reads.ts).
const guardInput: preValidationHookHandler = (request, _reply, done) => {
  const problem =
    findProblem(request.params, 0) ?? findProblem(request.query, 0) ?? findProblem(request.body, 0);
  done(problem ? new AppError("bad_request", problem) : undefined);
};

function findProblem(value: unknown, depth: number): string | null {
  if (typeof value === "string") {
    return value.includes(NUL) ? "Text cannot contain the NUL character (\\u0000)." : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_DEPTH) return "The request is nested too deeply.";
  for (const [key, child] of Object.entries(value)) {
    if (key.includes(NUL)) return "Text cannot contain the NUL character (\\u0000).";
    const problem = findProblem(child, depth + 1);
    if (problem) return problem;
  }
  return null;
}
