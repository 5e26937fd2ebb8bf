import { watchEndpoints } from "@repgate/contracts/endpoints/watching";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { createWatchLink, readLinkStatus, revokeWatchLink, watchByToken } from "./service.ts";

/** The fighter's side of watch links: make, read, revoke (signed in, onboarded). */
async function watchLinkRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  route(app, watchEndpoints.createLink, {}, async ({ params, request, reply }) => {
    const userId = signedInUser(request).id;
    reply.status(201);
    return createWatchLink(db, { userId, battleId: params.id, now: clock.now() });
  });

  route(app, watchEndpoints.linkStatus, {}, async ({ params, request, reply }) => {
    reply.header("Cache-Control", "no-store");
    const userId = signedInUser(request).id;
    return readLinkStatus(db, { userId, battleId: params.id, now: clock.now() });
  });

  route(app, watchEndpoints.revokeLink, {}, async ({ params, request }) => {
    const userId = signedInUser(request).id;
    return revokeWatchLink(db, { userId, battleId: params.id, now: clock.now() });
  });
}

/** The watcher's side: no account, no cookie read; the token is the only key. */
async function publicWatchRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, watchEndpoints.view, {}, async ({ params, reply }) => {
    reply.header("Cache-Control", "no-store");
    reply.header("Referrer-Policy", "no-referrer");
    return watchByToken(deps.db, params.token, deps.clock.now());
  });
}

export async function watchRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  await app.register(watchLinkRoutes, { deps });
  await app.register(publicWatchRoutes, { deps });
}
