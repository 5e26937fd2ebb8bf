import { deleteAccountRequestSchema } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import {
  languageRequestSchema,
  okReplySchema,
  regionRequestSchema,
  timezoneRequestSchema,
  titleRequestSchema,
  userSchema,
} from "../user.ts";

export const userEndpoints = {
  setTimezone: defineEndpoint({
    method: "PATCH",
    path: "/api/user/timezone",
    body: timezoneRequestSchema,
    reply: userSchema,
  }),
  setRegion: defineEndpoint({
    method: "PATCH",
    path: "/api/user/region",
    body: regionRequestSchema,
    reply: userSchema,
  }),
  /** The hunter's language for the app, errors, notifications, pushes and mail. */
  setLanguage: defineEndpoint({
    method: "PATCH",
    path: "/api/user/language",
    body: languageRequestSchema,
    reply: userSchema,
  }),
  setTitle: defineEndpoint({
    method: "PATCH",
    path: "/api/user/title",
    body: titleRequestSchema,
    reply: userSchema,
  }),
  /** Deletes the hunter and ends the session of the cookie. */
  deleteAccount: defineEndpoint({
    method: "DELETE",
    path: "/api/user/account",
    body: deleteAccountRequestSchema,
    reply: okReplySchema,
  }),
};
