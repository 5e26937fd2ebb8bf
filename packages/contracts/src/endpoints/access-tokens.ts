import {
  accessTokenIdParamsSchema,
  accessTokenListSchema,
  createAccessTokenRequestSchema,
  createdAccessTokenSchema,
} from "../access-tokens.ts";
import { defineEndpoint, noContentSchema } from "../endpoint.ts";

/** The hunter's personal access tokens; never reachable with a token (no `token` scope). */
export const accessTokenEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/user/tokens",
    reply: accessTokenListSchema,
  }),
  /** 201 with the token, shown this once; 409 past MAX_ACCESS_TOKENS. */
  create: defineEndpoint({
    method: "POST",
    path: "/api/user/tokens",
    body: createAccessTokenRequestSchema,
    reply: createdAccessTokenSchema,
  }),
  /** Revoked at once on every instance; another hunter's token is a 404. */
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/api/user/tokens/:id",
    params: accessTokenIdParamsSchema,
    reply: noContentSchema,
    replyKind: "empty",
  }),
};
