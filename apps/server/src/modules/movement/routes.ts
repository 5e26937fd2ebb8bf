import { movementEndpoints } from "@repgate/contracts/endpoints/movement";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import { type AppDeps, diceOf } from "../../lib/wiring/deps.ts";
import { recordSample } from "./samples.ts";
import { abandonRun, findActiveRunOf } from "./service.ts";

export async function movementRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const random = diceOf(deps);
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  // 200 with the run, or 200 with `null` when there is none.
  route(app, movementEndpoints.active, {}, async ({ request, reply }) => {
    reply.header("Cache-Control", "no-store");
    return findActiveRunOf(db, signedInUser(request), clock.now());
  });

  route(app, movementEndpoints.recordSample, {}, async ({ params, body, request }) => {
    const userId = signedInUser(request).id;
    return recordSample(db, random, {
      userId,
      runId: params.runId,
      sample: body,
      now: clock.now(),
    });
  });

  route(app, movementEndpoints.abandon, {}, async ({ params, request }) => {
    const userId = signedInUser(request).id;
    return abandonRun(db, { userId, runId: params.runId, now: clock.now() });
  });
}
