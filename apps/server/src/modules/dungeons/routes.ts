import { dungeonEndpoints } from "@repgate/contracts/endpoints/dungeons";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "../../lib/http/content-encoding.ts";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate, withRecentSession } from "../../lib/http/guards/authenticate.ts";
import { type Answered, answered, route } from "../../lib/http/route.ts";
import type { SessionCheckCache } from "../../lib/sessions/session-check-cache.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { enterDungeon } from "./enter.ts";
import { type CachedDungeonList, DungeonListCache, etagMatches } from "./list-cache.ts";
import { loadLiveDungeons } from "./service.ts";

export async function dungeonRoutes(
  app: FastifyInstance,
  { deps, sessionChecks }: { deps: AppDeps; sessionChecks: SessionCheckCache },
) {
  const { db, clock } = deps;
  // One per app instance: the list is the same for every hunter.
  const cache = new DungeonListCache((now) => loadLiveDungeons(db, now));

  // Polled every second by the dungeon screen: a cached body and its ETag, a 304 when the
  // client already has it, no database round trip until the next gate opens or closes, and no
  // promise either while the list in memory is current.
  const recentSession = withRecentSession(deps, sessionChecks);
  route(app, dungeonEndpoints.list, { encodesItself: true }, ({ request, reply }) =>
    recentSession(request, reply, (nowMs) => {
      const list = cache.peek(nowMs);
      if (list) return sendList(request, reply, list);
      // A gate opened or closed since the last load: load once for everyone.
      return cache.get(new Date(nowMs)).then((loaded) => sendList(request, reply, loaded));
    }),
  );

  route(
    app,
    dungeonEndpoints.enter,
    { preHandler: authenticate(deps), status: 201 },
    async ({ params, request }) => {
      const userId = signedInUser(request).id;
      return enterDungeon(db, { userId, dungeonId: params.id, now: clock.now() });
    },
  );
}

/** The list as this client can take it: a 304 when it has it, else the body it can decode. */
function sendList(request: FastifyRequest, reply: FastifyReply, list: CachedDungeonList): Answered {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const encoded = encoding ? list.encoded[encoding] : null;
  // Names in lower case, as Fastify stores them: no new string per poll to look them up.
  reply
    .header("cache-control", "private, no-cache")
    .header("vary", "Accept-Encoding")
    .header("etag", encoded?.etag ?? list.etag);
  if (etagMatches(request.headers["if-none-match"], list)) {
    return answered(reply.status(304).send());
  }
  reply.type("application/json; charset=utf-8");
  if (!encoded || !encoding) return answered(reply.send(list.body));
  return answered(reply.header("content-encoding", encoding).send(encoded.bytes));
}
