import { chatHistorySchema } from "../chat.ts";
import { defineEndpoint } from "../endpoint.ts";

export const chatEndpoints = {
  /** The recent messages of the hunter's region. */
  regional: defineEndpoint({ method: "GET", path: "/api/chat/messages", reply: chatHistorySchema }),
  /** The recent messages of the hunter's party; 403 without one. */
  party: defineEndpoint({ method: "GET", path: "/api/chat/party", reply: chatHistorySchema }),
  /** The recent messages of the hunter's guild; 403 without one. */
  guild: defineEndpoint({ method: "GET", path: "/api/chat/guild", reply: chatHistorySchema }),
};
