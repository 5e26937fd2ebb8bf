import { enterDungeonReplySchema } from "../battles.ts";
import { dungeonIdParamSchema, dungeonListSchema } from "../dungeons.ts";
import { defineEndpoint } from "../endpoint.ts";

export const dungeonEndpoints = {
  /** Polled every second: answered with an ETag, and 304 when If-None-Match matches it. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/dungeons",
    token: "read",
    reply: dungeonListSchema,
  }),
  /** Replies 201 with the first battle or the movement run. */
  enter: defineEndpoint({
    method: "POST",
    path: "/api/dungeons/:id/enter",
    token: "play",
    params: dungeonIdParamSchema,
    reply: enterDungeonReplySchema,
  }),
};
