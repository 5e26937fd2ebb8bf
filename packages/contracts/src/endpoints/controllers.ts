import {
  attackReplySchema,
  attackRequestSchema,
  skillReplySchema,
  skillRequestSchema,
} from "../battles.ts";
import {
  claimByCodeSchema,
  controllerClaimedSchema,
  controllerPairingSchema,
  controllerStateSchema,
  controllerStatusSchema,
  controllerTokenParamSchema,
} from "../controllers.ts";
import { defineEndpoint, noContentSchema } from "../endpoint.ts";

/**
 * A phone as a hunter's controller for one battle (docs/game-rules/controllers.md). The
 * hunter's own calls are under /api/controllers; the phone's, under /api/controller, answer only
 * its controller credential (a cookie of its own, never the hunter's session).
 */
export const controllerEndpoints = {
  /** A single-use pairing link and code for the hunter's active battle (201). */
  create: defineEndpoint({
    method: "POST",
    path: "/api/controllers",
    reply: controllerPairingSchema,
  }),
  current: defineEndpoint({
    method: "GET",
    path: "/api/controllers/current",
    reply: controllerStatusSchema,
  }),
  /** The hunter ends the pairing or the controller from the big screen. */
  end: defineEndpoint({
    method: "DELETE",
    path: "/api/controllers/current",
    reply: noContentSchema,
    replyKind: "empty",
  }),
  claim: defineEndpoint({
    method: "POST",
    path: "/api/controllers/:token/claim",
    params: controllerTokenParamSchema,
    reply: controllerClaimedSchema,
    auth: false,
  }),
  claimByCode: defineEndpoint({
    method: "POST",
    path: "/api/controllers/claim",
    body: claimByCodeSchema,
    reply: controllerClaimedSchema,
    auth: false,
  }),
  state: defineEndpoint({
    method: "GET",
    path: "/api/controller",
    reply: controllerStateSchema,
    auth: false,
  }),
  attack: defineEndpoint({
    method: "POST",
    path: "/api/controller/attack",
    body: attackRequestSchema,
    reply: attackReplySchema,
    auth: false,
  }),
  castSkill: defineEndpoint({
    method: "POST",
    path: "/api/controller/skill",
    body: skillRequestSchema,
    reply: skillReplySchema,
    auth: false,
  }),
  /** The phone ends its own controller. */
  release: defineEndpoint({
    method: "DELETE",
    path: "/api/controller",
    reply: noContentSchema,
    replyKind: "empty",
    auth: false,
  }),
};
