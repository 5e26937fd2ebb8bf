import {
  regionRequestSchema,
  timezoneRequestSchema,
  titleRequestSchema,
} from "@repgate/contracts/user";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { clearSessionCookie, sessionToken } from "../../lib/session-cookie.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import { forgetSession, type SessionCheckCache } from "../auth/session-check-cache.ts";
import { presentUser } from "./present.ts";
import { deleteAccount, setRegion, setTimezone, setTitle } from "./service.ts";

export async function userRoutes(
  app: FastifyInstance,
  { deps, sessionChecks }: { deps: AppDeps; sessionChecks: SessionCheckCache },
) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  app.patch("/api/user/timezone", async (request) => {
    const { timezone } = parseInput(timezoneRequestSchema, request.body);
    return presentUser(await setTimezone(db, signedInUser(request).id, timezone));
  });

  app.patch("/api/user/region", async (request) => {
    const { region } = parseInput(regionRequestSchema, request.body);
    return presentUser(await setRegion(db, signedInUser(request).id, region));
  });

  app.patch("/api/user/title", async (request) => {
    const { currentTitle } = parseInput(titleRequestSchema, request.body);
    return presentUser(await setTitle(db, signedInUser(request).id, currentTitle));
  });

  app.delete("/api/user/account", async (request, reply) => {
    await deleteAccount(db, signedInUser(request).id);
    forgetSession(sessionChecks, sessionToken(request));
    clearSessionCookie(reply);
    return { message: "Your account has been deleted." };
  });
}
