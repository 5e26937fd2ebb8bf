import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/http/errors.ts";
import { answered, route } from "../../lib/http/route.ts";
import { type HunterReads, hunterRead } from "../../lib/hunter-reads/hunter-read-route.ts";
import { forgetSession, type SessionCheckCache } from "../../lib/sessions/session-check-cache.ts";
import {
  clearSessionCookie,
  sessionToken,
  setSessionCookie,
} from "../../lib/sessions/session-cookie.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { presentUser } from "../users/present.ts";
import { LOGOUT_CONFIRM_PAGE, mayLogOutByNavigation } from "./logout-navigation.ts";
import { logInHunter, logOutHunter, PRESENCE_WRITE_MS, registerHunter } from "./service.ts";

export async function authRoutes(
  app: FastifyInstance,
  {
    deps,
    sessionChecks,
    hunterReads,
  }: { deps: AppDeps; sessionChecks: SessionCheckCache; hunterReads: HunterReads },
) {
  const { db, clock } = deps;
  const limitOf = (max: number) => ({
    max,
    timeWindow: "1 minute",
    errorResponseBuilder: () =>
      new AppError("rate_limited", "Too many attempts. Please wait a minute and try again."),
  });
  const signUpLimit = limitOf(deps.signUpRateLimit ?? deps.authRateLimit);
  const signInLimit = limitOf(deps.signInRateLimit ?? deps.authRateLimit);

  route(
    app,
    authEndpoints.register,
    { rateLimit: signUpLimit, status: 201 },
    async ({ body, request, reply }) => {
      const session = await registerHunter(db, clock, body, request.headers["user-agent"]);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return presentUser(session.user);
    },
  );

  route(app, authEndpoints.login, { rateLimit: signInLimit }, async ({ body, request, reply }) => {
    const session = await logInHunter(
      db,
      clock,
      body,
      sessionToken(request),
      request.headers["user-agent"],
    );
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return presentUser(session.user);
  });

  route(app, authEndpoints.logout, {}, async ({ request, reply }) => {
    forgetSession(sessionChecks, sessionToken(request));
    await logOutHunter(db, sessionToken(request));
    clearSessionCookie(reply);
    return { message: "Logged out." };
  });

  // Read by every screen: kept per hunter until a change of theirs (decision 044). Presence
  // (`lastActiveAt`) moves with no event, at most once a minute: a kept answer is loaded again
  // after as long, so it is never further behind than presence itself is.
  const currentUser = hunterRead(deps, hunterReads, {
    load: async (user, now) => ({
      reply: presentUser(user),
      validUntil: now.getTime() + PRESENCE_WRITE_MS,
    }),
  });
  route(app, authEndpoints.currentUser, {}, ({ request, reply }) => currentUser(request, reply));

  // The spec's client sends people here; they are plain browser navigations.
  route(app, authEndpoints.loginRedirect, {}, async ({ reply }) =>
    answered(reply.redirect("/?login=1")),
  );

  /** Ends the session the request came with, on every instance, and clears its cookie. */
  async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    forgetSession(sessionChecks, sessionToken(request));
    await logOutHunter(db, sessionToken(request));
    clearSessionCookie(reply);
  }

  route(app, authEndpoints.logoutRedirect, {}, async ({ request, reply }) => {
    const metadata = {
      site: request.headers["sec-fetch-site"],
      mode: request.headers["sec-fetch-mode"],
      dest: request.headers["sec-fetch-dest"],
    };
    if (!mayLogOutByNavigation(metadata)) {
      return answered(
        reply
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "no-store")
          // Our pages send no referrer, and under that policy a browser's form post says
          // `Origin: null`, which the origin check refuses. This page's form must say where it
          // comes from; it still tells no other site anything.
          .header("referrer-policy", "same-origin")
          .send(LOGOUT_CONFIRM_PAGE),
      );
    }
    await endSession(request, reply);
    return answered(reply.redirect("/"));
  });

  // The page's button: a plain HTML form, so its (empty) urlencoded body is accepted here only.
  await app.register(async (form) => {
    form.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    route(form, authEndpoints.logoutConfirmed, {}, async ({ request, reply }) => {
      await endSession(request, reply);
      return answered(reply.redirect("/", 303));
    });
  });
}
