import { defineEndpoint } from "../endpoint.ts";
import {
  contributorsQuerySchema,
  contributorsSchema,
  currentWorldEventSchema,
  joinWorldEventReplySchema,
  worldEventIdParamsSchema,
} from "../world-events.ts";

export const worldEventEndpoints = {
  current: defineEndpoint({
    method: "GET",
    path: "/api/world-events/current",
    reply: currentWorldEventSchema,
  }),
  contributors: defineEndpoint({
    method: "GET",
    path: "/api/world-events/:id/contributors",
    params: worldEventIdParamsSchema,
    query: contributorsQuerySchema,
    reply: contributorsSchema,
  }),
  join: defineEndpoint({
    method: "POST",
    path: "/api/world-events/:id/join",
    params: worldEventIdParamsSchema,
    reply: joinWorldEventReplySchema,
  }),
};
