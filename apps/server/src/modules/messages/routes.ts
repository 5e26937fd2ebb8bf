import { messageEndpoints } from "@repgate/contracts/endpoints/messages";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { listThreads, readThread, threadPage } from "./service.ts";

export async function messageRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  route(app, messageEndpoints.threads, {}, async ({ request }) => listThreads(db, me(request)));
  route(app, messageEndpoints.thread, {}, async ({ params, query, request }) =>
    threadPage(db, { userId: me(request), peerId: params.peerId, ...query }),
  );
  route(app, messageEndpoints.read, {}, async ({ params, request }) =>
    readThread(db, { userId: me(request), peerId: params.peerId, now: clock.now() }),
  );
}
