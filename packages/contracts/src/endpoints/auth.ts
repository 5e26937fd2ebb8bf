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
  currentUser: defineEndpoint({
    method: "GET",
    path: "/api/auth/user",
    token: "read",
    reply: userSchema,
  }),
  /** The spec's client sends browsers here: a redirect to the landing page's login card. */
  loginRedirect: defineEndpoint({
    method: "GET",
    path: "/api/login",
    reply: noContentSchema,
    replyKind: "redirect",
    auth: false,
  }),
  /**
   * The spec's logout address. A top-level navigation from our own pages (or typed by the
   * hunter) ends the session, clears the cookie and redirects home; any other request (another
   * site's link or image, an image on our own pages, a browser that sends no Fetch Metadata)
   * gets a small page whose button posts to `logoutConfirmed` (docs/decisions/018).
   */
  logoutRedirect: defineEndpoint({
    method: "GET",
    path: "/api/logout",
    reply: noContentSchema,
    replyKind: "page",
    auth: false,
  }),
  /** The button of that page: a form post that ends the session and redirects home (303). */
  logoutConfirmed: defineEndpoint({
    method: "POST",
    path: "/api/logout",
    reply: noContentSchema,
    replyKind: "redirect",
    auth: false,
  }),
};
