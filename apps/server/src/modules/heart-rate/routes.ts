import { heartRateEndpoints } from "@repgate/contracts/endpoints/heart-rate";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { route } from "../../lib/route.ts";
import { authenticate } from "../auth/authenticate.ts";
import { onboardedOnly } from "../users/onboarded.ts";
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
