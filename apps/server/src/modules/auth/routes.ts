import { loginRequestSchema, registerRequestSchema } from "@repgate/contracts/auth";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../../lib/session-cookie.ts";
import { parseInput } from "../../lib/validate.ts";
import { presentUser } from "../users/present.ts";
import { authenticate } from "./authenticate.ts";
import { logInHunter, logOutHunter, registerHunter } from "./service.ts";
import { forgetSession, type SessionCheckCache } from "./session-check-cache.ts";

export async function authRoutes(
  app: FastifyInstance,
  { deps, sessionChecks }: { deps: AppDeps; sessionChecks: SessionCheckCache },
) {
  const { db, clock } = deps;
  const rateLimit = {
    max: deps.authRateLimit,
    timeWindow: "1 minute",
    errorResponseBuilder: () =>
      new AppError("rate_limited", "Too many attempts. Please wait a minute and try again."),
  };

  app.post("/api/auth/register", { config: { rateLimit } }, async (request, reply) => {
    const input = parseInput(registerRequestSchema, request.body);
    const session = await registerHunter(db, clock, input);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return reply.status(201).send(presentUser(session.user));
  });

  app.post("/api/auth/login", { config: { rateLimit } }, async (request, reply) => {
    const input = parseInput(loginRequestSchema, request.body);
    const session = await logInHunter(db, clock, input, sessionToken(request));
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return presentUser(session.user);
  });

  app.post("/api/auth/logout", async (request, reply) => {
    forgetSession(sessionChecks, sessionToken(request));
    await logOutHunter(db, sessionToken(request));
    clearSessionCookie(reply);
    return { message: "Logged out." };
  });

  app.get("/api/auth/user", { preHandler: authenticate(deps) }, async (request) =>
    presentUser(signedInUser(request)),
  );

  // The spec's client sends people here; they are plain browser navigations.
  app.get("/api/login", async (_request, reply) => reply.redirect("/?login=1"));

  app.get("/api/logout", async (request, reply) => {
    forgetSession(sessionChecks, sessionToken(request));
    await logOutHunter(db, sessionToken(request));
    clearSessionCookie(reply);
    return reply.redirect("/");
  });
}
