import { accessTokenEndpoints } from "@repgate/contracts/endpoints/access-tokens";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { createAccessToken, listAccessTokens, revokeAccessToken } from "./service.ts";

export async function accessTokenRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  // No endpoint here has a token scope: only a session cookie reaches them.
  app.addHook("preHandler", authenticate(deps));

  route(app, accessTokenEndpoints.list, {}, async ({ request }) =>
    listAccessTokens(db, signedInUser(request).id),
  );
  route(app, accessTokenEndpoints.create, { status: 201 }, async ({ body, request }) =>
    createAccessToken(db, clock, { userId: signedInUser(request).id, ...body }),
  );
  route(app, accessTokenEndpoints.revoke, {}, async ({ params, request }) => {
    await revokeAccessToken(db, { userId: signedInUser(request).id, id: params.id });
    return null;
  });
}
