import { safetyEndpoints } from "@repgate/contracts/endpoints/safety";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { listBlocks, removeBlock, setBlock } from "./service.ts";

export async function safetyRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  route(app, safetyEndpoints.blocks, {}, async ({ request }) =>
    listBlocks(db, signedInUser(request).id),
  );
  route(app, safetyEndpoints.setBlock, {}, async ({ params, body, request }) =>
    setBlock(db, {
      userId: signedInUser(request).id,
      otherId: params.userId,
      kind: body.kind,
      now: clock.now(),
    }),
  );
  route(app, safetyEndpoints.removeBlock, {}, async ({ params, request }) =>
    removeBlock(db, { userId: signedInUser(request).id, otherId: params.userId }),
  );
}
