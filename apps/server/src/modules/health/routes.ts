import { healthEndpoints } from "@repgate/contracts/endpoints/health";
import type { FastifyInstance } from "fastify";
import { describeFailure } from "../../lib/http/error-handler.ts";
import { AppError } from "../../lib/http/errors.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { DatabaseProbe } from "./database-probe.ts";
import { pingDatabase } from "./repo.ts";

/** An app built without a runner (most tests) runs no jobs. */
const NO_JOB_RUNNER = { running: false, completed: 0, failed: 0 };

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const database = new DatabaseProbe(() => pingDatabase(deps.db));
  route(app, healthEndpoints.health, {}, async ({ request }) => {
    // Draining is the plan, not a failure: the 503 is the message to the balancer.
    if (app.draining) throw new AppError("unavailable", "This instance is shutting down.");
    try {
      await database.check();
    } catch (error) {
      request.log.warn({ err: describeFailure(error) }, "database unavailable");
      throw new AppError("unavailable", "The database is not reachable.");
    }
    const { running, completed, failed } = deps.jobs ?? NO_JOB_RUNNER;
    const load = deps.load?.();
    return {
      status: "ok" as const,
      jobs: { running, completed, failed },
      ...(load ? { load } : {}),
    };
  });
}
