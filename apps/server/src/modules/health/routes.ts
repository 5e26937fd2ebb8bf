import { healthEndpoints } from "@repgate/contracts/endpoints/health";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { route } from "../../lib/route.ts";
import { pingDatabase } from "./repo.ts";

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, healthEndpoints.health, {}, async () => {
    if (app.draining) throw new AppError("unavailable", "This instance is shutting down.");
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new AppError("unavailable", "The database is not reachable.");
    }
    return { status: "ok" as const };
  });
}
