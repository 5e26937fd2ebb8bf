import { pushEndpoints } from "@repgate/contracts/endpoints/push";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/http/errors.ts";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import {
  findPushSettings,
  type PushConfig,
  subscribePush,
  unsubscribePush,
  updatePushSettings,
} from "./service.ts";

export async function pushRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;
  const config = (): PushConfig => {
    if (!deps.push) throw new AppError("unavailable", "Reminders are not set up on this server.");
    return deps.push;
  };

  route(app, pushEndpoints.publicKey, {}, async () => ({ publicKey: config().publicKey }));
  route(app, pushEndpoints.subscribe, { status: 201 }, async ({ body, request }) =>
    subscribePush(db, config(), me(request), body),
  );
  route(app, pushEndpoints.unsubscribe, {}, async ({ body, request }) =>
    unsubscribePush(db, me(request), body.endpoint),
  );
  route(app, pushEndpoints.settings, {}, async ({ request }) => findPushSettings(db, me(request)));
  route(app, pushEndpoints.updateSettings, {}, async ({ body, request }) =>
    updatePushSettings(db, me(request), body),
  );
}
