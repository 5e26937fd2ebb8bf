import { userEndpoints } from "@repgate/contracts/endpoints/users";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import { forgetSession, type SessionCheckCache } from "../../lib/sessions/session-check-cache.ts";
import { clearSessionCookie, sessionToken } from "../../lib/sessions/session-cookie.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { deleteOwnAccount } from "../accounts/deletion.ts";
import { presentUser } from "./present.ts";
import { setLanguage, setRegion, setTimezone, setTitle } from "./service.ts";

export async function userRoutes(
  app: FastifyInstance,
  { deps, sessionChecks }: { deps: AppDeps; sessionChecks: SessionCheckCache },
) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  route(app, userEndpoints.setTimezone, {}, async ({ body, request }) =>
    presentUser(
      await setTimezone(db, {
        userId: signedInUser(request).id,
        timezone: body.timezone,
        now: deps.clock.now(),
      }),
    ),
  );

  route(app, userEndpoints.setRegion, {}, async ({ body, request }) =>
    presentUser(await setRegion(db, signedInUser(request).id, body.region)),
  );

  route(app, userEndpoints.setLanguage, {}, async ({ body, request }) =>
    presentUser(await setLanguage(db, signedInUser(request).id, body.language)),
  );

  route(app, userEndpoints.setTitle, {}, async ({ body, request }) =>
    presentUser(await setTitle(db, signedInUser(request).id, body.currentTitle)),
  );

  route(app, userEndpoints.deleteAccount, {}, async ({ body, request, reply }) => {
    await deleteOwnAccount(db, deps.clock, {
      user: signedInUser(request),
      password: body?.password,
      clientIp: request.ip,
      signInMax: deps.signInRateLimit ?? deps.authRateLimit,
    });
    forgetSession(sessionChecks, sessionToken(request));
    clearSessionCookie(reply);
    return { message: "Your account has been deleted." };
  });
}
