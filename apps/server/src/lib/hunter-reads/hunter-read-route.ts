import type { DomainEvent } from "@repgate/contracts/events";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../../db/schema/users.ts";
import { signedInUser } from "../http/guards/auth-hook.ts";
import { authenticate } from "../http/guards/authenticate.ts";
import { type Answered, answered } from "../http/route.ts";
import type { SessionCheckCache } from "../sessions/session-check-cache.ts";
import { sessionToken } from "../sessions/session-cookie.ts";
import type { AppDeps } from "../wiring/deps.ts";
import type { HunterChanges, KeptBody } from "./hunter-read-cache.ts";

/** What the routes of the hunter's hot reads share: the change marks and the session trust. */
export interface HunterReads {
  changes: HunterChanges;
  sessionChecks: SessionCheckCache;
}

/**
 * A read's answer for a hunter, and until when time alone leaves it as it is: the reply itself,
 * or `renderAt`, which makes the reply at an instant from what the load read (for fields that
 * move with the clock, such as a battle's timers: what was read is kept, the reply is made anew).
 */
export type LoadedRead =
  | { reply: unknown; validUntil: number }
  | { renderAt: (now: Date) => unknown; validUntil: number };

function keptBody(loaded: LoadedRead): KeptBody {
  if ("reply" in loaded) return JSON.stringify(loaded.reply);
  const { renderAt } = loaded;
  return (nowMs) => JSON.stringify(renderAt(new Date(nowMs)));
}

/**
 * A handler for one of the hunter's own hot reads, answered from memory while nothing of theirs
 * changed (hunter-read-cache.ts): a session confirmed in the last few seconds and a kept answer
 * cost no database round trip, no promise and no serialisation. Otherwise the hunter is loaded
 * (a 401 when there is none), `guard` runs on them (a 403 for a hunter not past the awakening),
 * and the kept answer is sent, or else `load` reads it and it is kept for the next read.
 */
export function hunterRead(
  deps: AppDeps,
  reads: HunterReads,
  {
    guard,
    headers = {},
    load,
    byQuery = false,
    dropsAllOn,
  }: {
    guard?: (user: UserRow) => void;
    headers?: Record<string, string>;
    load: (user: UserRow, now: Date, request: FastifyRequest) => Promise<LoadedRead>;
    /** The answer depends on the query string: it is kept for the last one the hunter asked. */
    byQuery?: boolean;
    /** Events of any hunter that may change every hunter's answer (see HunterReadCache). */
    dropsAllOn?: (event: DomainEvent) => boolean;
  },
) {
  const cache = reads.changes.cache(dropsAllOn);
  const loadUser = authenticate(deps);
  const header = Object.entries(headers);
  const send = (reply: FastifyReply, body: string): Answered => {
    for (const [name, value] of header) reply.header(name, value);
    return answered(reply.type("application/json; charset=utf-8").send(body));
  };
  return (request: FastifyRequest, reply: FastifyReply): Answered | Promise<Answered> => {
    const token = sessionToken(request);
    const byCookie = token !== undefined && request.headers.authorization === undefined;
    const nowMs = deps.clock.nowMs();
    // The account's language is one of the hunter's changes; the browser's is kept apart.
    const language = request.headers["accept-language"] ?? "";
    const spokenTo = byQuery ? `${language}\n${request.url}` : language;
    if (byCookie) {
      const userId = reads.sessionChecks.knownUser(token, nowMs);
      const body = userId === null ? null : cache.peek(userId, nowMs, spokenTo);
      if (body !== null) return send(reply, body);
    }
    // Before the hunter is loaded: a change heard during the load keeps its answer out.
    const since = reads.changes.now();
    return loadUser(request, reply).then(async () => {
      const user = signedInUser(request);
      guard?.(user);
      if (byCookie) reads.sessionChecks.remember(token, user.id, nowMs);
      // The session needed its check again, but what the hunter reads has not changed.
      const kept = cache.peek(user.id, nowMs, spokenTo);
      if (kept !== null) return send(reply, kept);
      const loaded = await load(user, new Date(nowMs), request);
      const body = keptBody(loaded);
      cache.store(user.id, since, { body, validUntil: loaded.validUntil, spokenTo });
      return send(reply, typeof body === "string" ? body : body(nowMs));
    });
  };
}
