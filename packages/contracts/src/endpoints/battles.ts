import {
  attackReplySchema,
  attackRequestSchema,
  battleIdParamSchema,
  battleSchema,
  completeReplySchema,
  createNextReplySchema,
  createNextRequestSchema,
  partyRosterSchema,
  pendingNextReplySchema,
  runAwayReplySchema,
  skillReplySchema,
  skillRequestSchema,
} from "../battles.ts";
import { defineEndpoint } from "../endpoint.ts";

export const battleEndpoints = {
  /** The battle in progress, or null (never a 404). */
  active: defineEndpoint({
    method: "GET",
    path: "/api/battles/active",
    token: "read",
    reply: battleSchema.nullable(),
  }),
  pendingNext: defineEndpoint({
    method: "GET",
    path: "/api/battles/pending-next",
    token: "read",
    reply: pendingNextReplySchema,
  }),
  /** 201 when it created the battle, 200 when it was there already. */
  createNext: defineEndpoint({
    method: "POST",
    path: "/api/battles/create-next",
    token: "play",
    body: createNextRequestSchema,
    reply: createNextReplySchema,
  }),
  attack: defineEndpoint({
    method: "PATCH",
    path: "/api/battles/:id",
    token: "play",
    params: battleIdParamSchema,
    body: attackRequestSchema,
    reply: attackReplySchema,
  }),
  castSkill: defineEndpoint({
    method: "POST",
    path: "/api/battles/:id/skill",
    token: "play",
    params: battleIdParamSchema,
    body: skillRequestSchema,
    reply: skillReplySchema,
  }),
  complete: defineEndpoint({
    method: "POST",
    path: "/api/battles/:id/complete",
    token: "play",
    params: battleIdParamSchema,
    reply: completeReplySchema,
  }),
  /** 404 for a battle not the hunter's, 409 for a lone one. */
  partyRoster: defineEndpoint({
    method: "GET",
    path: "/api/battles/:id/party",
    token: "read",
    params: battleIdParamSchema,
    reply: partyRosterSchema,
  }),
  runAway: defineEndpoint({
    method: "POST",
    path: "/api/battles/:id/run-away",
    token: "play",
    params: battleIdParamSchema,
    reply: runAwayReplySchema,
  }),
};
