import { battleEndpoints } from "@repgate/contracts/endpoints/battles";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly, requireOnboardedToPlay } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import { type HunterReads, hunterRead } from "../../lib/hunter-reads/hunter-read-route.ts";
import { battleIn, logIn } from "../../lib/i18n/battle-log-language.ts";
import { languageOfRequest } from "../../lib/i18n/request-language.ts";
import { varyByLanguage } from "../../lib/i18n/vary-by-language.ts";
import { type AppDeps, diceOf } from "../../lib/wiring/deps.ts";
import { loadActiveBattle } from "./active.ts";
import { attackRoute } from "./attack-route.ts";
import { createNextBattle } from "./create-next.ts";
import { readPartyRoster } from "./party-roster.ts";
import { findPendingNextOf } from "./pending-next.ts";
import { runAway } from "./run-away.ts";
import { completeBattle } from "./settle.ts";
import { castSkill } from "./skill.ts";

export async function battleRoutes(
  app: FastifyInstance,
  { deps, hunterReads }: { deps: AppDeps; hunterReads: HunterReads },
) {
  // 200 with the battle, or 200 with `null` when there is none: one shape, never a 404. Kept
  // per hunter until a change of theirs (decision 044): the battle, the hunter's HP, their gear
  // and a party's shared monster all change through events naming the hunter; the timers are
  // presented anew from what was read at every answer. Its log is in the reader's language, kept
  // per Accept-Language as every kept read is (an account's language is one of its changes).
  const active = hunterRead(deps, hunterReads, {
    guard: requireOnboardedToPlay,
    headers: { "cache-control": "no-store", vary: "Accept-Language" },
    load: async (user, _now, request) => {
      const renderAt = await loadActiveBattle(deps.db, user);
      const language = languageOfRequest(request);
      return {
        renderAt: (now: Date) => {
          const battle = renderAt(now);
          return battle && battleIn(battle, language);
        },
        validUntil: Number.POSITIVE_INFINITY,
      };
    },
  });
  route(app, battleEndpoints.active, {}, ({ request, reply }) => active(request, reply));
  attackRoute(app, deps);

  await app.register(otherBattleRoutes, { deps });
}

async function otherBattleRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const random = diceOf(deps);
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  // Between `complete` and `create-next`: the next monster and what is left of its countdown,
  // or `null`. Lets another tab or a reopened app resume the run (active answers null then).
  route(app, battleEndpoints.pendingNext, {}, async ({ request, reply }) => {
    reply.header("Cache-Control", "no-store");
    return findPendingNextOf(db, signedInUser(request), clock.now());
  });

  // Registered before the :id routes so "create-next" is never read as an id.
  route(app, battleEndpoints.createNext, {}, async ({ body, request, reply }) => {
    const userId = signedInUser(request).id;
    const next = await createNextBattle(db, { userId, request: body, now: clock.now() });
    reply.status(next.created ? 201 : 200);
    return next.reply;
  });

  route(app, battleEndpoints.castSkill, {}, async ({ params, body, request }) => {
    const userId = signedInUser(request).id;
    return castSkill(db, random, {
      userId,
      battleId: params.id,
      reps: body.reps,
      now: clock.now(),
    });
  });

  route(app, battleEndpoints.complete, {}, async ({ params, request }) => {
    const userId = signedInUser(request).id;
    return completeBattle(db, random, { userId, battleId: params.id, now: clock.now() });
  });

  // A party fight's members and their blows, read again on each partyBattleChanged.
  route(app, battleEndpoints.partyRoster, {}, async ({ params, request, reply }) => {
    reply.header("Cache-Control", "no-store");
    const userId = signedInUser(request).id;
    const roster = await readPartyRoster(db, { userId, battleId: params.id, now: clock.now() });
    varyByLanguage(reply);
    return { ...roster, hits: logIn(roster.hits, languageOfRequest(request)) };
  });

  route(app, battleEndpoints.runAway, {}, async ({ params, request }) => {
    const userId = signedInUser(request).id;
    return runAway(db, random, { userId, battleId: params.id, now: clock.now() });
  });
}
