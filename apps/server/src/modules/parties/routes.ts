import { partyEndpoints } from "@repgate/contracts/endpoints/parties";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { requestDungeonConfirmation, respondToConfirmation } from "./confirmation.ts";
import {
  createParty,
  findPartyOf,
  inviteToParty,
  leaveParty,
  partyPermissionsOf,
  removePartyMember,
  respondToInvitation,
} from "./service.ts";

export async function partyRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  // 200 with the party, or 200 with `null` without one: one shape, never a 404.
  route(app, partyEndpoints.party, {}, async ({ request }) =>
    findPartyOf(db, signedInUser(request).id, clock.now()),
  );

  route(app, partyEndpoints.permissions, {}, async ({ request }) =>
    partyPermissionsOf(db, signedInUser(request).id),
  );

  route(app, partyEndpoints.create, { status: 201 }, async ({ body, request }) =>
    createParty(db, { userId: signedInUser(request).id, name: body.name, now: clock.now() }),
  );

  route(app, partyEndpoints.invite, {}, async ({ body, request }) =>
    inviteToParty(db, { userId: signedInUser(request).id, ...body, now: clock.now() }),
  );

  route(app, partyEndpoints.respondInvitation, {}, async ({ params, body, request }) =>
    respondToInvitation(db, {
      userId: signedInUser(request).id,
      invitationId: params.id,
      status: body.status,
      now: clock.now(),
    }),
  );

  route(app, partyEndpoints.leave, {}, async ({ request }) =>
    leaveParty(db, { userId: signedInUser(request).id, now: clock.now() }),
  );

  route(app, partyEndpoints.removeMember, {}, async ({ params, request }) =>
    removePartyMember(db, {
      userId: signedInUser(request).id,
      memberId: params.memberId,
      now: clock.now(),
    }),
  );

  route(app, partyEndpoints.requestConfirmation, { status: 201 }, async ({ body, request }) =>
    requestDungeonConfirmation(db, {
      userId: signedInUser(request).id,
      dungeonId: body.dungeonId,
      now: clock.now(),
    }),
  );

  route(app, partyEndpoints.respondConfirmation, {}, async ({ params, body, request }) =>
    respondToConfirmation(db, {
      userId: signedInUser(request).id,
      confirmationId: params.id,
      confirmed: body.confirmed,
      now: clock.now(),
    }),
  );
}
