import { assessmentRequestSchema, assignClassRequestSchema } from "@repgate/contracts/onboarding";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
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

  app.patch("/api/user/accept-player", async (request) => {
    const row = await acceptPlayer(db, signedInUser(request).id);
    if (!row) throw new AppError("not_found", "Your account no longer exists.");
    return presentUser(row);
  });

  app.post("/api/user/complete-assessment", async (request) => {
    const answers = parseInput(assessmentRequestSchema, request.body);
    const result = await completeAssessment(db, signedInUser(request).id, answers);
    return {
      isReawaken: result.isReawaken,
      score: result.score,
      rank: result.rank,
      stats: result.stats,
    };
  });

  app.get("/api/user-classes", async () => listClasses(db));

  app.post<{ Params: { id: string } }>("/api/user/:id/assign-class", async (request) => {
    const { className } = parseInput(assignClassRequestSchema, request.body);
    const row = await assignClass(db, signedInUser(request).id, request.params.id, className);
    return presentUser(row);
  });

  app.post("/api/user/complete-profile", async (request) =>
    presentUser(await completeProfile(db, signedInUser(request).id)),
  );
}
