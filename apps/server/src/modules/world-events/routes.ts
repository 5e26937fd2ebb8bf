import { worldEventEndpoints } from "@repgate/contracts/endpoints/world-events";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import { languageOfRequest } from "../../lib/i18n/request-language.ts";
import { varyByLanguage } from "../../lib/i18n/vary-by-language.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { joinWorldEvent } from "../battles/world-boss-join.ts";
import { readContributors, readCurrentWorldEvent } from "../battles/world-boss-read.ts";

/** Gate Break (docs/game-rules/world-boss.md): its fights are battles, run by the battle module. */
export async function worldEventRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  route(app, worldEventEndpoints.current, {}, async ({ request, reply }) => {
    reply.header("Cache-Control", "no-store");
    // The event's name is said in the reader's language.
    varyByLanguage(reply);
    return readCurrentWorldEvent(db, {
      userId: signedInUser(request).id,
      now: clock.now(),
      language: languageOfRequest(request),
    });
  });

  route(app, worldEventEndpoints.contributors, {}, async ({ params, query, request, reply }) => {
    reply.header("Cache-Control", "no-store");
    return readContributors(db, {
      userId: signedInUser(request).id,
      eventId: params.id,
      ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
    });
  });

  route(app, worldEventEndpoints.join, {}, async ({ params, request, reply }) => {
    const joined = await joinWorldEvent(db, {
      userId: signedInUser(request).id,
      eventId: params.id,
      now: clock.now(),
    });
    reply.status(201);
    return joined;
  });
}
