import { loginRequestSchema, registerRequestSchema } from "../auth.ts";
import { defineEndpoint, noContentSchema } from "../endpoint.ts";
import { okReplySchema, userSchema } from "../user.ts";

export const authEndpoints = {
  /** Replies 201 with the new hunter and sets the session cookie. Rate limited. */
  register: defineEndpoint({
    method: "POST",
    path: "/api/auth/register",
    body: registerRequestSchema,
    reply: userSchema,
    auth: false,
  }),
  /** Sets the session cookie. Rate limited. */
  login: defineEndpoint({
    method: "POST",
    path: "/api/auth/login",
    body: loginRequestSchema,
    reply: userSchema,
    auth: false,
  }),
  /** Ends the session of the cookie, if any, and clears it. */
  logout: defineEndpoint({
    method: "POST",
    path: "/api/auth/logout",
    reply: okReplySchema,
    auth: false,
  }),
  currentUser: defineEndpoint({ method: "GET", path: "/api/auth/user", reply: userSchema }),
  /** The spec's client sends browsers here: a redirect to the landing page's login card. */
  loginRedirect: defineEndpoint({
    method: "GET",
    path: "/api/login",
    reply: noContentSchema,
    replyKind: "redirect",
    auth: false,
  }),
  /** A browser navigation that ends the session, clears the cookie and redirects home. */
  logoutRedirect: defineEndpoint({
    method: "GET",
    path: "/api/logout",
    reply: noContentSchema,
    replyKind: "redirect",
    auth: false,
  }),
};
