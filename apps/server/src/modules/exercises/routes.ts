import { exerciseEndpoints } from "@repgate/contracts/endpoints/exercises";
import { EXERCISE_GUIDES } from "@repgate/game/content/exercises";
import type { FastifyInstance } from "fastify";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";

/**
 * The exercise guide: the same for every hunter and fixed at build, so it is one constant
 * reply. Signed in, not onboarded: the assessment (an onboarding step) links to it.
 */
export async function exerciseRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.addHook("preHandler", authenticate(deps));
  const reply = { exercises: [...EXERCISE_GUIDES] };
  route(app, exerciseEndpoints.list, {}, async () => reply);
}
