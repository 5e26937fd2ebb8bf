import { heartRateEndpoints } from "@repgate/contracts/endpoints/heart-rate";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { recordHeartRate } from "./service.ts";

export async function heartRateRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  route(app, heartRateEndpoints.record, {}, async ({ params, body, request, reply }) => {
    const userId = signedInUser(request).id;
    const recorded = await recordHeartRate(db, {
      userId,
      battleId: params.id,
      summary: body,
      now: clock.now(),
    });
    reply.status(201);
    return recorded;
  });
}
