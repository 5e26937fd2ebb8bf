import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.get("/healthz", async () => {
    try {
      await deps.db.execute(sql`SELECT 1`);
    } catch {
      throw new AppError("unavailable", "The database is not reachable.");
    }
    return { status: "ok" };
  });
}
