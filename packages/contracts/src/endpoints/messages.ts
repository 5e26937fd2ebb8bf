import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import {
  messageThreadSchema,
  peerIdParamSchema,
  threadPageSchema,
  threadQuerySchema,
} from "../messages.ts";
import { okReplySchema } from "../user.ts";

/** Direct-message threads (docs/game-rules/messages.md); sending stays POST /api/friends/message. */
export const messageEndpoints = {
  threads: defineEndpoint({
    method: "GET",
    path: "/api/messages/threads",
    token: "read",
    reply: z.array(messageThreadSchema),
  }),
  thread: defineEndpoint({
    method: "GET",
    path: "/api/messages/threads/:peerId",
    token: "read",
    params: peerIdParamSchema,
    query: threadQuerySchema,
    reply: threadPageSchema,
  }),
  read: defineEndpoint({
    method: "POST",
    path: "/api/messages/threads/:peerId/read",
    token: "play",
    params: peerIdParamSchema,
    reply: okReplySchema,
  }),
};
