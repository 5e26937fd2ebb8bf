import { hashSessionToken } from "../../lib/session-token.ts";

/** How long a confirmed session is trusted without asking the database again. */
export const SESSION_CHECK_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers for a few seconds that a session cookie was valid, for hot read-only polls whose
 * reply does not depend on who asks (the dungeon list). A logout on this instance forgets the
 * session at once; on another instance it is trusted for at most SESSION_CHECK_TTL_MS more,
 * which can only ever show that hunter the public dungeon list. Losing the cache is harmless.
 */
export class SessionCheckCache {
  private readonly validUntil = new Map<string, number>();

  isKnownValid(token: string, nowMs: number): boolean {
    const until = this.validUntil.get(hashSessionToken(token));
    return until !== undefined && nowMs < until;
  }

  remember(token: string, nowMs: number): void {
    const key = hashSessionToken(token);
    this.validUntil.delete(key);
    if (this.validUntil.size >= MAX_ENTRIES) {
      const oldest = this.validUntil.keys().next().value;
      if (oldest !== undefined) this.validUntil.delete(oldest);
    }
    this.validUntil.set(key, nowMs + SESSION_CHECK_TTL_MS);
  }

  forget(token: string): void {
    this.validUntil.delete(hashSessionToken(token));
  }
}

export function forgetSession(checks: SessionCheckCache, token: string | undefined): void {
  if (token) checks.forget(token);
}
