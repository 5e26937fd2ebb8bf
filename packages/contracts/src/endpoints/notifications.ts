import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParamSchema, notificationSchema } from "../notifications.ts";
import { okReplySchema } from "../user.ts";

export const notificationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/notifications",
    reply: z.array(notificationSchema),
  }),
  markAllRead: defineEndpoint({
    method: "PATCH",
    path: "/api/notifications/read-all",
    reply: okReplySchema,
  }),
  markRead: defineEndpoint({
    method: "PATCH",
    path: "/api/notifications/:id/read",
    params: idParamSchema,
    reply: okReplySchema,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/api/notifications/:id",
    params: idParamSchema,
    reply: okReplySchema,
  }),
};
