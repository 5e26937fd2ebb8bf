import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../../db/connect.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { countHit, deleteEndedCounters } from "./repo.ts";

/** Ended windows are swept at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store that keeps its counters in PostgreSQL, so every instance counts
 * against the same number. Counters are infrastructure, not game state: one atomic upsert each,
 * no domain event. If the database cannot count, the request is refused by the error handler
 * rather than let through uncounted.
 */
export function postgresRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = "") {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      countHit(db, { key: `${this.prefix}${key}`, now, windowMs: timeWindow }).then(
        ({ hits, windowEndsAt }) => {
          callback(null, {
            current: hits,
            ttl: Math.max(0, windowEndsAt.getTime() - now.getTime()),
          });
          if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
            lastSweep = now.getTime();
            deleteEndedCounters(db, now).catch(() => {});
          }
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      // The plugin passes the route's merged settings with the route itself as routeInfo.
      const { routeInfo } = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const { method = "", url = "" } = routeInfo ?? {};
      // Each limited route counts on its own, as the plugin's own stores do.
      return new PostgresRateLimitStore(`${[method].flat().join(",")} ${url}|`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
