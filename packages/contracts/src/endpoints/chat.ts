import { chatHistorySchema } from "../chat.ts";
import { defineEndpoint } from "../endpoint.ts";
import { chatMessageParamSchema, reportMessageBodySchema } from "../safety.ts";
import { okReplySchema } from "../user.ts";

export const chatEndpoints = {
  /** The recent messages of the hunter's region. */
  regional: defineEndpoint({
    method: "GET",
    path: "/api/chat/messages",
    token: "read",
    reply: chatHistorySchema,
  }),
  /** The recent messages of the hunter's party; 403 without one. */
  party: defineEndpoint({
    method: "GET",
    path: "/api/chat/party",
    token: "read",
    reply: chatHistorySchema,
  }),
  /** The recent messages of the hunter's guild; 403 without one. */
  guild: defineEndpoint({
    method: "GET",
    path: "/api/chat/guild",
    token: "read",
    reply: chatHistorySchema,
  }),
  /**
   * Reports a message of a room the hunter reads: kept for the operator with the messages around
   * it. Reporting the same message again answers the same and stores nothing new.
   */
  report: defineEndpoint({
    method: "POST",
    path: "/api/chat/messages/:id/report",
    token: "play",
    params: chatMessageParamSchema,
    body: reportMessageBodySchema,
    reply: okReplySchema,
  }),
};
