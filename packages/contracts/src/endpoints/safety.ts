import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { blockedHunterSchema, blockParamSchema, setBlockBodySchema } from "../safety.ts";
import { okReplySchema } from "../user.ts";

/** Mute and block (docs/decisions/020-between-hunters.md). */
export const safetyEndpoints = {
  /** The hunters the signed-in hunter muted or blocked, newest first. */
  blocks: defineEndpoint({
    method: "GET",
    path: "/api/blocks",
    token: "read",
    reply: z.array(blockedHunterSchema),
  }),
  /** Mutes or blocks a hunter (a block replaces a mute, and the other way round). */
  setBlock: defineEndpoint({
    method: "PUT",
    path: "/api/blocks/:userId",
    params: blockParamSchema,
    body: setBlockBodySchema,
    reply: okReplySchema,
  }),
  /** Unmutes or unblocks. */
  removeBlock: defineEndpoint({
    method: "DELETE",
    path: "/api/blocks/:userId",
    params: blockParamSchema,
    reply: okReplySchema,
  }),
};
