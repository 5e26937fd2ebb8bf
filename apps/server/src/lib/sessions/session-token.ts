import { createHash, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "repgate_session";
/** Thirty days; each sign-in makes a new session. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored, so a leaked database cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
