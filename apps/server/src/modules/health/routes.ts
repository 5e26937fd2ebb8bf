import { healthEndpoints } from "@repgate/contracts/endpoints/health";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { route } from "../../lib/route.ts";

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, healthEndpoints.health, {}, async () => {
    try {
      await deps.db.execute(sql`SELECT 1`);
    } catch {
      throw new AppError("unavailable", "The database is not reachable.");
    }
    return { status: "ok" as const };
  });
}
