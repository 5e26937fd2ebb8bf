import { battleIdParamSchema } from "../battles.ts";
import { defineEndpoint } from "../endpoint.ts";
import {
  createdWatchLinkSchema,
  watchLinkStatusSchema,
  watchTokenParamSchema,
  watchViewSchema,
} from "../watching.ts";

export const watchEndpoints = {
  /** 201 with a new link (any earlier one of the battle stops working); only a fighter of it. */
  createLink: defineEndpoint({
    method: "POST",
    path: "/api/battles/:id/watch-link",
    params: battleIdParamSchema,
    reply: createdWatchLinkSchema,
  }),
  linkStatus: defineEndpoint({
    method: "GET",
    path: "/api/battles/:id/watch-link",
    params: battleIdParamSchema,
    reply: watchLinkStatusSchema,
  }),
  revokeLink: defineEndpoint({
    method: "DELETE",
    path: "/api/battles/:id/watch-link",
    params: battleIdParamSchema,
    reply: watchLinkStatusSchema,
  }),
  /** Public: the fight as a watcher sees it. 404 unknown link, 410 revoked. */
  view: defineEndpoint({
    method: "GET",
    path: "/api/watch/:token",
    params: watchTokenParamSchema,
    reply: watchViewSchema,
    auth: false,
  }),
};
