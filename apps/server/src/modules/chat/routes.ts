import { chatEndpoints } from "@repgate/contracts/endpoints/chat";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { reportMessage } from "./reports.ts";
import { loadHistory } from "./service.ts";

export async function chatRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  route(app, chatEndpoints.regional, {}, async ({ request }) =>
    loadHistory(db, signedInUser(request).id, "regional"),
  );
  route(app, chatEndpoints.party, {}, async ({ request }) =>
    loadHistory(db, signedInUser(request).id, "party"),
  );
  route(app, chatEndpoints.guild, {}, async ({ request }) =>
    loadHistory(db, signedInUser(request).id, "guild"),
  );
  route(app, chatEndpoints.report, {}, async ({ params, body, request }) =>
    reportMessage(db, {
      userId: signedInUser(request).id,
      messageId: params.id,
      ...(body.reason === undefined ? {} : { reason: body.reason }),
      now: clock.now(),
    }),
  );
}
