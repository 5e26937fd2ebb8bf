import { positionSampleRequestSchema, runIdParamSchema } from "@repgate/contracts/movement";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import { type AppDeps, diceOf } from "../../lib/deps.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import { recordSample } from "./samples.ts";
import { abandonRun, findActiveRunOf } from "./service.ts";

export async function movementRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const random = diceOf(deps);
  app.addHook("preHandler", authenticate(deps));

  // 200 with the run, or 200 with `null` when there is none.
  app.get("/api/movement/active", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.send(await findActiveRunOf(db, signedInUser(request), clock.now()));
  });

  app.post("/api/movement/:runId/samples", async (request) => {
    const { runId } = parseInput(runIdParamSchema, request.params);
    const sample = parseInput(positionSampleRequestSchema, request.body);
    const userId = signedInUser(request).id;
    return recordSample(db, random, { userId, runId, sample, now: clock.now() });
  });

  app.post("/api/movement/:runId/abandon", async (request) => {
    const { runId } = parseInput(runIdParamSchema, request.params);
    const userId = signedInUser(request).id;
    return abandonRun(db, { userId, runId, now: clock.now() });
  });
}
