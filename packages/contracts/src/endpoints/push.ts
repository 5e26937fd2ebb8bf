import { defineEndpoint } from "../endpoint.ts";
import {
  pushPublicKeyReplySchema,
  pushSettingsSchema,
  pushSubscribeBodySchema,
  pushUnsubscribeBodySchema,
} from "../push.ts";
import { okReplySchema } from "../user.ts";

/** Not in the spec: Web Push reminders (issue 28, docs/decisions/024-web-push.md). */
export const pushEndpoints = {
  publicKey: defineEndpoint({
    method: "GET",
    path: "/api/push/public-key",
    reply: pushPublicKeyReplySchema,
  }),
  subscribe: defineEndpoint({
    method: "POST",
    path: "/api/push/subscriptions",
    body: pushSubscribeBodySchema,
    reply: okReplySchema,
  }),
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/push/subscriptions/remove",
    body: pushUnsubscribeBodySchema,
    reply: okReplySchema,
  }),
  settings: defineEndpoint({
    method: "GET",
    path: "/api/push/settings",
    reply: pushSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: "PUT",
    path: "/api/push/settings",
    body: pushSettingsSchema,
    reply: pushSettingsSchema,
  }),
};
