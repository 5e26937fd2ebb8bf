import { randomBytes } from "node:crypto";
import { registerRequestSchema } from "@repgate/contracts/auth";
import type { User } from "@repgate/contracts/user";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../db/connect.ts";
import { users } from "../db/schema/users.ts";
import { SESSION_COOKIE } from "../lib/sessions/session-token.ts";
import { createHunter, hashPassword } from "../modules/auth/service.ts";
import { presentUser } from "../modules/users/present.ts";
import { testAppOf } from "./test-app.ts";

export const PASSWORD = "hunter-secret";
/** The User-Agent app.inject() sends: a fixture's session is named as a signed-up one would be. */
const INJECT_USER_AGENT = "lightMyRequest";

export interface Hunter {
  user: User;
  cookie: string;
  email: string;
}

export function uniqueEmail(prefix = "hunter"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** The `name=value` part of the session cookie a reply set, for the next request. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "repgate_session");
  if (!cookie)
    throw new Error(`no session cookie in reply ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** PASSWORD hashed once per worker, by the production hashPassword and its parameters. */
let passwordHash: Promise<string> | undefined;

/**
 * A fresh hunter with PASSWORD, signed in. On an app from createTestApp it is created by the
 * sign-up service itself (createHunter: the same checks, starter items, wallet and session) with
 * a hash of PASSWORD made once: argon2 per hunter was the largest cost of the API tests, and only
 * the auth tests are about it (they call the endpoint, or pass a password here to go through it).
 */
export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; hunterName?: string; password?: string } = {},
): Promise<Hunter> {
  const payload = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? PASSWORD,
    // Names are unique (case-insensitively): each fresh hunter gets their own.
    hunterName: overrides.hunterName ?? `Jinwoo ${randomBytes(4).toString("hex")}`,
  };
  const t = testAppOf(app);
  // Parsed as the route parses it, so the names and addresses are stored as a sign-up stores them.
  const input = registerRequestSchema.safeParse(payload);
  if (t && overrides.password === undefined && input.success) {
    passwordHash ??= hashPassword(PASSWORD);
    const session = await createHunter(
      t.db,
      t.clock,
      { ...input.data, passwordHash: await passwordHash },
      INJECT_USER_AGENT,
    );
    const cookie = `${SESSION_COOKIE}=${session.token}`;
    return { user: presentUser(session.user), cookie, email: payload.email };
  }
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return { user: response.json(), cookie: sessionCookieOf(response), email: payload.email };
}

export const SAMPLE_ANSWERS = {
  pushups: 120,
  situps: 90,
  plankTime: 200,
  exerciseFrequency: "regular",
  fitnessGoal: "general",
} as const;

/** A hunter who has accepted, been assessed, finished the profile and picked a class. */
export async function signUpOnboarded(app: FastifyInstance): Promise<Hunter> {
  const hunter = await signUp(app);
  const headers = { cookie: hunter.cookie };
  await app.inject({ method: "PATCH", url: "/api/user/accept-player", headers });
  await app.inject({
    method: "POST",
    url: "/api/user/complete-assessment",
    headers,
    payload: SAMPLE_ANSWERS,
  });
  await app.inject({ method: "POST", url: "/api/user/complete-profile", headers });
  const assigned = await app.inject({
    method: "POST",
    url: `/api/user/${hunter.user.id}/assign-class`,
    headers,
    payload: { className: "Fighter" },
  });
  if (assigned.statusCode !== 200) throw new Error(`onboarding failed: ${assigned.body}`);
  return { ...hunter, user: assigned.json() };
}

/**
 * A fresh hunter past onboarding (accepted, assessed, profile done, Fighter), with the sign-up
 * stats left as they are: game routes refuse an unfinished hunter, and most tests want the
 * defaults (every stat 10, energy 100) rather than the assessment's.
 */
export async function signUpPlayer(
  t: { app: FastifyInstance; db: Db },
  overrides: { email?: string; hunterName?: string; password?: string } = {},
): Promise<Hunter> {
  const hunter = await signUp(t.app, overrides);
  const [row] = await t.db
    .update(users)
    .set({
      hasAcceptedPlayer: true,
      hasCompletedAssessment: true,
      hasCompletedProfile: true,
      userClass: "Fighter",
    })
    .where(eq(users.id, hunter.user.id))
    .returning();
  if (!row) throw new Error("signUpPlayer: the hunter vanished");
  return hunter;
}
