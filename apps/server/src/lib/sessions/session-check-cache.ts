/** How long a confirmed session is trusted without asking the database again. */
const SESSION_CHECK_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers for a few seconds that a session cookie was valid, for hot read-only polls: the
 * dungeon list, the same for every hunter, and the hunter's own reads answered from memory
 * (lib/hunter-reads). A logout forgets the session at once, on this instance directly and on
 * every other one through the event bus (sessionEnded); were the bus down, a session is trusted
 * for at most SESSION_CHECK_TTL_MS more, which can only ever show that hunter the public dungeon
 * list or what they could read a moment before. Losing the cache is harmless.
 * It is keyed by the token itself, which this process holds anyway while it serves the request:
 * hashing it (as the database does, so a leaked table opens no session) would cost the poll a
 * SHA-256 per request for nothing.
 */
export class SessionCheckCache {
  private readonly validUntil = new Map<string, { until: number; userId: string }>();

  isKnownValid(token: string, nowMs: number): boolean {
    const entry = this.validUntil.get(token);
    return entry !== undefined && nowMs < entry.until;
  }

  /** The hunter of a session confirmed in the last few seconds, or null. */
  knownUser(token: string, nowMs: number): string | null {
    const entry = this.validUntil.get(token);
    return entry !== undefined && nowMs < entry.until ? entry.userId : null;
  }

  remember(token: string, userId: string, nowMs: number): void {
    this.validUntil.delete(token);
    if (this.validUntil.size >= MAX_ENTRIES) {
      const oldest = this.validUntil.keys().next().value;
      if (oldest !== undefined) this.validUntil.delete(oldest);
    }
    this.validUntil.set(token, { until: nowMs + SESSION_CHECK_TTL_MS, userId });
  }

  forget(token: string): void {
    this.validUntil.delete(token);
  }

  /**
   * A session of this hunter ended, here or on another instance (the event bus says so):
   * nothing of theirs is trusted from memory any more.
   */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.validUntil) {
      if (entry.userId === userId) this.validUntil.delete(key);
    }
  }
}

export function forgetSession(checks: SessionCheckCache, token: string | undefined): void {
  if (token) checks.forget(token);
}
