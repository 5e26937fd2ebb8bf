import { friendEndpoints } from "@repgate/contracts/endpoints/friends";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import {
  acceptRequest,
  declineRequest,
  friendStatus,
  listFriends,
  listRequests,
  searchByUsername,
  sendMessage,
  sendRequest,
  unfriend,
} from "./service.ts";

export async function friendRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  route(app, friendEndpoints.list, {}, async ({ request }) =>
    listFriends(db, me(request), clock.now()),
  );
  route(app, friendEndpoints.requests, {}, async ({ request }) =>
    listRequests(db, me(request), clock.now()),
  );
  route(app, friendEndpoints.search, {}, async ({ query }) => searchByUsername(db, query.username));
  route(app, friendEndpoints.request, {}, async ({ body, request }) =>
    sendRequest(db, { userId: me(request), friendId: body.friendId, now: clock.now() }),
  );
  route(app, friendEndpoints.accept, {}, async ({ params, request }) =>
    acceptRequest(db, {
      userId: me(request),
      friendshipId: params.friendshipId,
      now: clock.now(),
    }),
  );
  route(app, friendEndpoints.decline, {}, async ({ params, request }) =>
    declineRequest(db, {
      userId: me(request),
      friendshipId: params.friendshipId,
      now: clock.now(),
    }),
  );
  route(app, friendEndpoints.message, {}, async ({ body, request }) =>
    sendMessage(db, {
      userId: me(request),
      friendId: body.friendId,
      message: body.message,
      now: clock.now(),
    }),
  );
  route(app, friendEndpoints.unfriend, {}, async ({ params, request }) =>
    unfriend(db, { userId: me(request), friendId: params.userId }),
  );
  route(app, friendEndpoints.status, {}, async ({ params, request }) =>
    friendStatus(db, me(request), params.userId),
  );
}
