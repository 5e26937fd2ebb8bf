import {
  accountExportSchema,
  changePasswordReplySchema,
  changePasswordRequestSchema,
  endSessionsReplySchema,
  passwordResetConfirmSchema,
  passwordResetRequestReplySchema,
  passwordResetRequestSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { userSchema } from "../user.ts";

export const accountEndpoints = {
  /** Keeps this session, ends every other one. A wrong current password counts as a failed sign-in. */
  changePassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/password",
    body: changePasswordRequestSchema,
    reply: changePasswordReplySchema,
  }),
  listSessions: defineEndpoint({
    method: "GET",
    path: "/api/auth/sessions",
    reply: sessionListSchema,
  }),
  /** Ends one of the hunter's sessions (another hunter's id is a 404). */
  endSession: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/sessions/:id",
    params: sessionIdParamsSchema,
    reply: endSessionsReplySchema,
  }),
  /** 'Sign out everywhere else': every session but this one ends. */
  endOtherSessions: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/sessions",
    reply: endSessionsReplySchema,
  }),
  /** Always 202 with the same reply, whether or not the address has an account. Rate limited. */
  requestPasswordReset: defineEndpoint({
    method: "POST",
    path: "/api/auth/password-reset",
    body: passwordResetRequestSchema,
    reply: passwordResetRequestReplySchema,
    auth: false,
  }),
  /** Sets the new password, ends every session and signs this browser in. */
  confirmPasswordReset: defineEndpoint({
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    body: passwordResetConfirmSchema,
    reply: userSchema,
    auth: false,
  }),
  /** One JSON download (Content-Disposition: attachment) of everything stored about the hunter. */
  exportAccount: defineEndpoint({
    // A POST: each export is counted against the hunter's hourly allowance, and a GET never writes.
    method: "POST",
    path: "/api/user/export",
    reply: accountExportSchema,
  }),
};
