import type { Db, Queryable } from "../../db/connect.ts";
import { AppError } from "../../lib/http/errors.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { countHit, currentHits, uncountHit } from "./repo.ts";

/** A limit counted in PostgreSQL, so it holds across every instance. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Counts one hit against each limit; the first one over its maximum is a 429, whose Retry-After
 * says when its window ends.
 */
export async function hitLimits(
  db: Queryable,
  clock: Clock,
  limits: readonly Limit[],
): Promise<void> {
  const now = clock.now();
  for (const limit of limits) {
    const { hits, windowEndsAt } = await countHit(db, {
      key: limit.key,
      now,
      windowMs: limit.windowMs,
    });
    if (hits > limit.max) {
      const retryAfterS = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
      throw new AppError("rate_limited", limit.message, { retryAfterS });
    }
  }
}

/** Counts one hit against `limit` without refusing anything (the attempt was refused already). */
export async function countAttempt(db: Db, clock: Clock, limit: Limit): Promise<void> {
  await countHit(db, { key: limit.key, now: clock.now(), windowMs: limit.windowMs });
}

/** A 429 when the limit is already used up, without counting this request. */
export async function refuseWhenExhausted(db: Db, clock: Clock, limit: Limit): Promise<void> {
  if ((await currentHits(db, limit.key, clock.now())) >= limit.max) {
    throw new AppError("rate_limited", limit.message);
  }
}

/**
 * For limits on failures that must hold under concurrency: a hit is counted before the attempt
 * (one atomic upsert, so of many racing attempts only `max` get through) and given back when
 * the attempt succeeds.
 */
export async function forgiveHit(db: Db, limit: Limit): Promise<void> {
  await uncountHit(db, limit.key);
}

/** Image uploads a hunter may send per window (avatars and guild insignia together). */
export const UPLOADS_PER_WINDOW = 10;
const UPLOAD_WINDOW_MS = 10 * 60_000;

/**
 * The per-hunter upload allowance, counted in PostgreSQL so it holds across instances: each
 * upload is decoded by sharp, the most expensive thing a request can ask for.
 */
export function uploadLimit(userId: string): Limit {
  return {
    key: `upload:${userId}`,
    max: UPLOADS_PER_WINDOW,
    windowMs: UPLOAD_WINDOW_MS,
    message: "You are uploading pictures too fast. Please try again in a few minutes.",
  };
}

/**
 * Runs `work` (a picture's decode) under the hunter's upload allowance: one hit is counted first
 * (a 429 when spent) and given back when the server itself was too busy to take the picture
 * (its 503): that is no upload of theirs, and a hunter must not lose the allowance to other
 * hunters' traffic.
 */
export async function underUploadAllowance<T>(
  db: Db,
  clock: Clock,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  const limit = uploadLimit(userId);
  await hitLimits(db, clock, [limit]);
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === "unavailable") await forgiveHit(db, limit);
    throw error;
  }
}
