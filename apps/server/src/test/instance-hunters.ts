import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/connect.ts";

export interface InstanceHunter {
  id: string;
  cookie: string;
}

/**
 * A hunter signed up through a running instance's own API (a real sign-up, argon2 included),
 * with the session cookie it set. `prefix` names what the test is about in the address.
 */
export async function registerOn(base: string, prefix: string): Promise<InstanceHunter> {
  const email = `${prefix}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    // Names are unique: each hunter gets their own.
    body: JSON.stringify({ email, password: "hunter-secret", hunterName: email.slice(0, 20) }),
  });
  expect(response.status).toBe(201);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { id: ((await response.json()) as { id: string }).id, cookie };
}

/** As registerOn, then past onboarding (set in the database: the test is about what follows). */
export async function onboardedHunterOn(
  db: Db,
  base: string,
  prefix: string,
): Promise<InstanceHunter> {
  const hunter = await registerOn(base, prefix);
  await db.execute(sql`UPDATE users SET has_accepted_player = true,
    has_completed_assessment = true, has_completed_profile = true, user_class = 'Fighter'
    WHERE id = ${hunter.id}`);
  return hunter;
}
