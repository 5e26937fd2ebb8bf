import { onboardingEndpoints } from "@repgate/contracts/endpoints/onboarding";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/http/errors.ts";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { presentUser } from "../users/present.ts";
import {
  acceptPlayer,
  assignClass,
  completeAssessment,
  completeProfile,
  listClasses,
} from "./service.ts";

export async function onboardingRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  route(app, onboardingEndpoints.acceptPlayer, {}, async ({ request }) => {
    const row = await acceptPlayer(db, signedInUser(request).id);
    if (!row) throw new AppError("not_found", "Your account no longer exists.");
    return presentUser(row);
  });

  route(app, onboardingEndpoints.completeAssessment, {}, async ({ body, request }) =>
    completeAssessment(db, signedInUser(request).id, body),
  );

  route(app, onboardingEndpoints.listClasses, {}, async () => listClasses(db));

  route(app, onboardingEndpoints.assignClass, {}, async ({ params, body, request }) => {
    const row = await assignClass(
      db,
      signedInUser(request).id,
      params.id,
      body.className,
      deps.clock.now(),
    );
    return presentUser(row);
  });

  route(app, onboardingEndpoints.completeProfile, {}, async ({ request }) =>
    presentUser(await completeProfile(db, signedInUser(request).id, deps.clock.now())),
  );
}
