import { controllerEndpoints } from "@repgate/contracts/endpoints/controllers";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientKey } from "../../lib/http/client-address.ts";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import { languageOfRequest } from "../../lib/i18n/request-language.ts";
import { translate } from "../../lib/i18n/translate.ts";
import { varyByLanguage } from "../../lib/i18n/vary-by-language.ts";
import { type AppDeps, diceOf } from "../../lib/wiring/deps.ts";
import {
  clearControllerCookie,
  credentialOf,
  readControllerState,
  readControllerStatus,
  setControllerCookie,
} from "./controller-session.ts";
import { claimController, createPairing, hashSecret } from "./pairing.ts";
import { endControllersOf, releaseController } from "./presence.ts";
import { findLiveController } from "./repo.ts";
import { strikeAsController } from "./strike.ts";

/**
 * Two kinds of caller: the hunter on the big screen (their session) pairs and ends; the phone
 * (its controller credential only) claims, reads and strikes. A strike goes through the battle
 * module's own attack and skill services: the same limits and pace rule as the battle screen.
 */
export async function controllerRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const random = diceOf(deps);
  const loadUser = authenticate(deps);
  const hunterOnly = async (request: FastifyRequest, reply: Parameters<typeof loadUser>[1]) => {
    await loadUser(request, reply);
    await onboardedOnly(request);
  };

  route(app, controllerEndpoints.create, { preHandler: hunterOnly, status: 201 }, ({ request }) =>
    createPairing(db, signedInUser(request), clock.now()),
  );

  route(app, controllerEndpoints.current, { preHandler: hunterOnly }, ({ request, reply }) => {
    reply.header("Cache-Control", "no-store");
    return readControllerStatus(db, signedInUser(request).id, clock.now());
  });

  route(app, controllerEndpoints.end, { preHandler: hunterOnly }, async ({ request }) => {
    await endControllersOf(db, signedInUser(request).id, clock.now());
    return null;
  });

  route(app, controllerEndpoints.claim, {}, async ({ params, request, reply }) => {
    const { credential, claimed } = await claimController(db, clock, {
      by: { token: params.token },
      address: clientKey(request.ip),
      now: clock.now(),
    });
    setControllerCookie(request, reply, credential);
    return claimed;
  });

  route(app, controllerEndpoints.claimByCode, {}, async ({ body, request, reply }) => {
    const { credential, claimed } = await claimController(db, clock, {
      by: { code: body.code },
      address: clientKey(request.ip),
      now: clock.now(),
    });
    setControllerCookie(request, reply, credential);
    return claimed;
  });

  route(app, controllerEndpoints.state, {}, async ({ request, reply }) => {
    reply.header("Cache-Control", "no-store");
    const state = await readControllerState(db, request, clock.now());
    // Why the phone has no battle, in its language (its battle's log: the reply hook).
    varyByLanguage(reply);
    const { endedReason } = state;
    return endedReason
      ? { ...state, endedReason: translate(endedReason, languageOfRequest(request)) }
      : state;
  });

  // The phone strikes over its socket (controller-hub.ts); these answer a phone without one.
  route(app, controllerEndpoints.attack, {}, ({ body, request }) =>
    strikeAsController(db, random, {
      credential: credentialOf(request),
      move: { kind: "attack", attack: body.attack, reps: body.reps },
      now: clock.now(),
    }),
  );

  route(app, controllerEndpoints.castSkill, {}, ({ body, request }) =>
    strikeAsController(db, random, {
      credential: credentialOf(request),
      move: { kind: "skill", reps: body.reps },
      now: clock.now(),
    }),
  );

  route(app, controllerEndpoints.release, {}, async ({ request, reply }) => {
    const now = clock.now();
    const credential = credentialOf(request);
    const controller = credential ? await findLiveController(db, hashSecret(credential)) : null;
    if (controller) await releaseController(db, controller, now);
    clearControllerCookie(reply);
    return null;
  });
}
