import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import {
  friendMessageBodySchema,
  friendRequestBodySchema,
  friendRequestReplySchema,
  friendRequestSchema,
  friendSchema,
  friendStatusSchema,
  friendshipIdParamSchema,
  userIdParamSchema,
  userSearchQuerySchema,
  userSearchReplySchema,
} from "../friends.ts";
import { okReplySchema } from "../user.ts";

/** The spec's friends calls (docs/spec-calls.json). */
export const friendEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/friends",
    token: "read",
    reply: z.array(friendSchema),
  }),
  requests: defineEndpoint({
    method: "GET",
    path: "/api/friends/requests",
    token: "read",
    reply: z.array(friendRequestSchema),
  }),
  search: defineEndpoint({
    method: "GET",
    path: "/api/users/search",
    token: "read",
    query: userSearchQuerySchema,
    reply: userSearchReplySchema,
  }),
  request: defineEndpoint({
    method: "POST",
    path: "/api/friends/request",
    token: "play",
    body: friendRequestBodySchema,
    reply: friendRequestReplySchema,
  }),
  accept: defineEndpoint({
    method: "POST",
    path: "/api/friends/accept/:friendshipId",
    token: "play",
    params: friendshipIdParamSchema,
    reply: okReplySchema,
  }),
  decline: defineEndpoint({
    method: "POST",
    path: "/api/friends/decline/:friendshipId",
    token: "play",
    params: friendshipIdParamSchema,
    reply: okReplySchema,
  }),
  message: defineEndpoint({
    method: "POST",
    path: "/api/friends/message",
    token: "play",
    body: friendMessageBodySchema,
    reply: okReplySchema,
  }),
  unfriend: defineEndpoint({
    method: "DELETE",
    path: "/api/friends/:userId",
    token: "play",
    params: userIdParamSchema,
    reply: okReplySchema,
  }),
  status: defineEndpoint({
    method: "GET",
    path: "/api/friends/status/:userId",
    token: "read",
    params: userIdParamSchema,
    reply: friendStatusSchema,
  }),
};
