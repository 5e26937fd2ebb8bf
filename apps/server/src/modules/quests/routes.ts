import {
  customQuestRequestSchema,
  questIdParamSchema,
  taskUpdateRequestSchema,
} from "@repgate/contracts/quests";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import {
  acknowledgePenalty,
  createCustomQuest,
  listQuests,
  readDailyQuest,
  readEnergy,
  readWeeklyQuest,
} from "./service.ts";
import { completeQuest, updateTask } from "./settle.ts";

export async function questRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.get("/api/quests", async (request) =>
    listQuests(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  app.get("/api/quests/daily", async (request) =>
    readDailyQuest(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  app.post("/api/quests/daily/acknowledge-penalty", async (request, reply) => {
    await acknowledgePenalty(db, { userId: signedInUser(request).id, now: clock.now() });
    return reply.status(204).send();
  });

  app.get("/api/quests/weekly", async (request) =>
    readWeeklyQuest(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  app.get("/api/quests/energy", async (request) =>
    readEnergy(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  app.post("/api/quests/custom", async (request, reply) => {
    const { statType, difficulty } = parseInput(customQuestRequestSchema, request.body);
    const userId = signedInUser(request).id;
    const quest = await createCustomQuest(db, { userId, statType, difficulty, now: clock.now() });
    return reply.status(201).send(quest);
  });

  app.patch("/api/quests/:id/tasks", async (request) => {
    const { id } = parseInput(questIdParamSchema, request.params);
    const body = parseInput(taskUpdateRequestSchema, request.body);
    const userId = signedInUser(request).id;
    return updateTask(db, { userId, questId: id, ...body, now: clock.now() });
  });

  app.post("/api/quests/:id/complete", async (request) => {
    const { id } = parseInput(questIdParamSchema, request.params);
    const userId = signedInUser(request).id;
    return completeQuest(db, { userId, questId: id, now: clock.now() });
  });
}
