import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParamSchema, notificationSchema } from "../notifications.ts";
import { okReplySchema } from "../user.ts";

export const notificationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/notifications",
    token: "read",
    reply: z.array(notificationSchema),
  }),
  markAllRead: defineEndpoint({
    method: "PATCH",
    path: "/api/notifications/read-all",
    token: "play",
    reply: okReplySchema,
  }),
  markRead: defineEndpoint({
    method: "PATCH",
    path: "/api/notifications/:id/read",
    token: "play",
    params: idParamSchema,
    reply: okReplySchema,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/api/notifications/:id",
    token: "play",
    params: idParamSchema,
    reply: okReplySchema,
  }),
};
