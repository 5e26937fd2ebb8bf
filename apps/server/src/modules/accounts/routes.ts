import { exportFileName } from "@repgate/contracts/accounts";
import { accountEndpoints } from "@repgate/contracts/endpoints/accounts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/http/errors.ts";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { route } from "../../lib/http/route.ts";
import { languageOfRequest } from "../../lib/i18n/request-language.ts";
import type { SessionCheckCache } from "../../lib/sessions/session-check-cache.ts";
import {
  clearSessionCookie,
  sessionToken,
  setSessionCookie,
} from "../../lib/sessions/session-cookie.ts";
import { hashSessionToken } from "../../lib/sessions/session-token.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { hitLimits } from "../rate-limits/limits.ts";
import { presentUser } from "../users/present.ts";
import { exportAccount, exportLimit } from "./export.ts";
import { consoleMailer } from "./mailer.ts";
import { changePassword } from "./password.ts";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.ts";
import { endOtherSessions, endSession, listSessions } from "./sessions.ts";

function currentTokenHash(request: FastifyRequest): string {
  const token = sessionToken(request);
  if (!token) throw new AppError("unauthenticated", "You are not signed in.");
  return hashSessionToken(token);
}

export async function accountRoutes(
  app: FastifyInstance,
  { deps, sessionChecks }: { deps: AppDeps; sessionChecks: SessionCheckCache },
) {
  const { db, clock } = deps;
  const signedIn = authenticate(deps);
  const mailer = deps.mailer ?? consoleMailer((text) => app.log.info(text));
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const rateLimit = {
    max: deps.authRateLimit,
    timeWindow: "1 minute",
    errorResponseBuilder: () =>
      new AppError("rate_limited", "Too many attempts. Please wait a minute and try again."),
  };

  route(
    app,
    accountEndpoints.changePassword,
    { preHandler: signedIn },
    async ({ body, request }) => {
      const user = signedInUser(request);
      const { endedSessions } = await changePassword(db, clock, {
        ...body,
        user,
        currentTokenHash: currentTokenHash(request),
        clientIp: request.ip,
        signInMax: deps.signInRateLimit ?? deps.authRateLimit,
      });
      sessionChecks.forgetUser(user.id);
      return {
        message: "Password changed. Every other session has been signed out.",
        endedSessions,
      };
    },
  );

  route(app, accountEndpoints.listSessions, { preHandler: signedIn }, async ({ request }) =>
    listSessions(db, clock, {
      userId: signedInUser(request).id,
      currentTokenHash: currentTokenHash(request),
    }),
  );

  route(
    app,
    accountEndpoints.endSession,
    { preHandler: signedIn },
    async ({ params, request, reply }) => {
      const userId = signedInUser(request).id;
      const { wasCurrent } = await endSession(db, {
        userId,
        sessionId: params.id,
        currentTokenHash: currentTokenHash(request),
      });
      sessionChecks.forgetUser(userId);
      if (wasCurrent) clearSessionCookie(reply);
      return { message: "Session signed out.", endedSessions: 1 };
    },
  );

  route(app, accountEndpoints.endOtherSessions, { preHandler: signedIn }, async ({ request }) => {
    const userId = signedInUser(request).id;
    const endedSessions = await endOtherSessions(db, {
      userId,
      currentTokenHash: currentTokenHash(request),
    });
    sessionChecks.forgetUser(userId);
    return { message: "Every other session has been signed out.", endedSessions };
  });

  route(app, accountEndpoints.requestPasswordReset, { status: 202 }, async ({ body, request }) =>
    requestPasswordReset(db, clock, {
      email: body.email,
      clientIp: request.ip,
      mailer,
      publicUrl,
      requestLanguage: languageOfRequest(request),
      onMailError: (error) =>
        app.log.error(
          { err: error instanceof Error ? { type: error.name, message: error.message } : error },
          "password reset mail failed",
        ),
    }),
  );

  route(
    app,
    accountEndpoints.confirmPasswordReset,
    { rateLimit },
    async ({ body, request, reply }) => {
      const signedInNow = await confirmPasswordReset(db, clock, {
        ...body,
        previousSessionToken: sessionToken(request),
        userAgent: request.headers["user-agent"],
      });
      sessionChecks.forgetUser(signedInNow.user.id);
      setSessionCookie(request, reply, signedInNow.token, signedInNow.expiresAt);
      return presentUser(signedInNow.user);
    },
  );

  route(
    app,
    accountEndpoints.exportAccount,
    { preHandler: signedIn },
    async ({ request, reply }) => {
      const user = signedInUser(request);
      await hitLimits(db, clock, [exportLimit(user.id)]);
      const document = await exportAccount(db, clock, user.id);
      reply.header(
        "content-disposition",
        `attachment; filename="${exportFileName(user.hunterName, clock.now())}"`,
      );
      reply.header("cache-control", "no-store");
      return document;
    },
  );
}
