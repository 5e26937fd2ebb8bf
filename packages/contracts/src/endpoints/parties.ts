import { defineEndpoint } from "../endpoint.ts";
import {
  createPartyRequestSchema,
  dungeonConfirmationReplySchema,
  dungeonConfirmationRequestSchema,
  leavePartyReplySchema,
  partyIdParamSchema,
  partyInviteReplySchema,
  partyInviteRequestSchema,
  partyMemberParamSchema,
  partyPermissionsSchema,
  partySchema,
  respondConfirmationReplySchema,
  respondConfirmationRequestSchema,
  respondInvitationReplySchema,
  respondInvitationRequestSchema,
} from "../parties.ts";

export const partyEndpoints = {
  /** The hunter's party, or null when they have none (never a 404). */
  party: defineEndpoint({
    method: "GET",
    path: "/api/party",
    token: "read",
    reply: partySchema.nullable(),
  }),
  permissions: defineEndpoint({
    method: "GET",
    path: "/api/party/permissions",
    token: "read",
    reply: partyPermissionsSchema,
  }),
  /** Replies 201 with the new party. */
  create: defineEndpoint({
    method: "POST",
    path: "/api/party",
    token: "play",
    body: createPartyRequestSchema,
    reply: partySchema,
  }),
  invite: defineEndpoint({
    method: "POST",
    path: "/api/party/invite",
    token: "play",
    body: partyInviteRequestSchema,
    reply: partyInviteReplySchema,
  }),
  respondInvitation: defineEndpoint({
    method: "POST",
    path: "/api/party/invitations/:id/respond",
    token: "play",
    params: partyIdParamSchema,
    body: respondInvitationRequestSchema,
    reply: respondInvitationReplySchema,
  }),
  leave: defineEndpoint({
    method: "DELETE",
    path: "/api/party/leave",
    token: "play",
    reply: leavePartyReplySchema,
  }),
  /** The leader removes another member (docs/game-rules/parties.md). */
  removeMember: defineEndpoint({
    method: "DELETE",
    path: "/api/party/members/:memberId",
    token: "play",
    params: partyMemberParamSchema,
    reply: leavePartyReplySchema,
  }),
  /** Replies 201: every other member is asked to confirm. */
  requestConfirmation: defineEndpoint({
    method: "POST",
    path: "/api/party/dungeon-confirmation",
    token: "play",
    body: dungeonConfirmationRequestSchema,
    reply: dungeonConfirmationReplySchema,
  }),
  respondConfirmation: defineEndpoint({
    method: "POST",
    path: "/api/party/dungeon-confirmation/:id/respond",
    token: "play",
    params: partyIdParamSchema,
    body: respondConfirmationRequestSchema,
    reply: respondConfirmationReplySchema,
  }),
};
