import { questEndpoints } from "@repgate/contracts/endpoints/quests";
import type { FastifyInstance } from "fastify";
import type { UserRow } from "../../db/schema/users.ts";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly, requireOnboardedToPlay } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import {
  type HunterReads,
  hunterRead,
  type LoadedRead,
} from "../../lib/hunter-reads/hunter-read-route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import {
  acknowledgePenalty,
  createCustomQuest,
  listQuestsOf,
  readDailyQuestOf,
  readEnergy,
  readWeeklyQuest,
} from "./service.ts";
import { addSet } from "./sets.ts";
import { completeQuest, updateTask } from "./settle.ts";

export async function questRoutes(
  app: FastifyInstance,
  { deps, hunterReads }: { deps: AppDeps; hunterReads: HunterReads },
) {
  const { db } = deps;
  // The home and quest screens read these on every visit: kept per hunter until a change of
  // theirs or the moment time alone changes them (decision 044).
  const kept = (load: LoadedQuestRead) =>
    hunterRead(deps, hunterReads, {
      guard: requireOnboardedToPlay,
      headers: { "cache-control": "no-store" },
      load: (user, now) => load(db, user, now),
    });
  const list = kept(listQuestsOf);
  route(app, questEndpoints.list, {}, ({ request, reply }) => list(request, reply));
  const daily = kept(readDailyQuestOf);
  route(app, questEndpoints.daily, {}, ({ request, reply }) => daily(request, reply));

  await app.register(otherQuestRoutes, { deps });
}

type LoadedQuestRead = (db: AppDeps["db"], user: UserRow, now: Date) => Promise<LoadedRead>;

async function otherQuestRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

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
