import { userEndpoints } from "@repgate/contracts/endpoints/users";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { route } from "../../lib/route.ts";
import { clearSessionCookie, sessionToken } from "../../lib/session-cookie.ts";
import { deleteOwnAccount } from "../accounts/deletion.ts";
import { authenticate } from "../auth/authenticate.ts";
import { forgetSession, type SessionCheckCache } from "../auth/session-check-cache.ts";
import { presentUser } from "./present.ts";
import { setRegion, setTimezone, setTitle } from "./service.ts";

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
