import { questEndpoints } from "@repgate/contracts/endpoints/quests";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import {
  acknowledgePenalty,
  createCustomQuest,
  listQuests,
  readDailyQuest,
  readEnergy,
  readWeeklyQuest,
} from "./service.ts";
import { addSet } from "./sets.ts";
import { completeQuest, updateTask } from "./settle.ts";

export async function questRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  route(app, questEndpoints.list, {}, async ({ request }) =>
    listQuests(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  route(app, questEndpoints.daily, {}, async ({ request }) =>
    readDailyQuest(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  route(app, questEndpoints.acknowledgePenalty, {}, async ({ request }) => {
    await acknowledgePenalty(db, { userId: signedInUser(request).id, now: clock.now() });
    return null;
  });

  route(app, questEndpoints.weekly, {}, async ({ request }) =>
    readWeeklyQuest(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  route(app, questEndpoints.energy, {}, async ({ request }) =>
    readEnergy(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  route(app, questEndpoints.createCustom, { status: 201 }, async ({ body, request }) => {
    const { statType, difficulty } = body;
    const userId = signedInUser(request).id;
    return createCustomQuest(db, { userId, statType, difficulty, now: clock.now() });
  });

  route(app, questEndpoints.updateTask, {}, async ({ params, body, request }) => {
    const userId = signedInUser(request).id;
    return updateTask(db, { userId, questId: params.id, ...body, now: clock.now() });
  });

  route(app, questEndpoints.addSet, {}, async ({ params, body, request }) => {
    const userId = signedInUser(request).id;
    return addSet(db, { userId, questId: params.id, ...body, now: clock.now() });
  });

  route(app, questEndpoints.complete, {}, async ({ params, request }) => {
    const userId = signedInUser(request).id;
    return completeQuest(db, { userId, questId: params.id, now: clock.now() });
  });
}
