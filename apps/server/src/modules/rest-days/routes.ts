import { restDayEndpoints } from "@repgate/contracts/endpoints/rest-days";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { cancelBreak, listRestDays, planRestDay, planTimeAway } from "../quests/rest-days.ts";
import { readStreak } from "../quests/streak.ts";

/**
 * Rest days, time away and the streak (docs/game-rules/quests.md). HTTP only: the rules are the
 * quests module's, since the day job that honours them is.
 */
export async function restDayRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  route(app, restDayEndpoints.list, {}, async ({ request }) =>
    listRestDays(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  route(app, restDayEndpoints.planRestDay, { status: 201 }, async ({ body, request }) =>
    planRestDay(db, { userId: signedInUser(request).id, date: body.date, now: clock.now() }),
  );

  route(app, restDayEndpoints.cancelRestDay, {}, async ({ params, request }) => {
    const userId = signedInUser(request).id;
    await cancelBreak(db, { userId, kind: "rest", from: params.date, now: clock.now() });
    return null;
  });

  route(app, restDayEndpoints.planTimeAway, { status: 201 }, async ({ body, request }) => {
    const userId = signedInUser(request).id;
    return planTimeAway(db, { userId, from: body.from, to: body.to, now: clock.now() });
  });

  route(app, restDayEndpoints.cancelTimeAway, {}, async ({ params, request }) => {
    const userId = signedInUser(request).id;
    await cancelBreak(db, { userId, kind: "away", from: params.from, now: clock.now() });
    return null;
  });

  route(app, restDayEndpoints.streak, {}, async ({ request }) =>
    readStreak(db, { userId: signedInUser(request).id, now: clock.now() }),
  );
}
