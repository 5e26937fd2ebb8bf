import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth.ts";

const newPassword = z
  .string({ error: "Please enter a new password." })
  .min(1, { error: "Please enter a new password." })
  .min(PASSWORD_MIN, { error: "Password must be at least 6 characters long." })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long.` });

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password." })
    .min(1, { error: "Please enter your current password." })
    .max(PASSWORD_MAX, { error: "Your current password is not correct." }),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * DELETE /api/user/account. The spec's call has no body: the acceptance screen's "No" deletes a
 * hunter who has not yet accepted. Once they have, the password is asked for (decision 019).
 */
export const deleteAccountRequestSchema = z
  .object({
    password: z.string().max(PASSWORD_MAX, { error: "Your password is not correct." }).optional(),
  })
  .optional();

export const changePasswordReplySchema = z.object({
  message: z.string(),
  /** How many other sessions were signed out. */
  endedSessions: z.number().int().min(0),
});

const sessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** A short name for the browser, such as "Chrome on Android"; "Unknown device" when unsure. */
  device: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.array(sessionSchema);

export const sessionIdParamsSchema = z.object({
  id: z.uuid({ error: "That session does not exist." }),
});

export const endSessionsReplySchema = z.object({
  message: z.string(),
  endedSessions: z.number().int().min(0),
});

export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .min(1, { error: "Please enter your email address." })
    .max(254, { error: "Email address is too long." })
    .pipe(z.email({ error: "Please enter a valid email address." })),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The same whether or not the address has an account. `delivery`: "email" (a mail is on its
 * way if the account exists) or "operator" (this server sends no mail: ask its operator).
 */
export const passwordResetRequestReplySchema = z.object({
  message: z.string(),
  delivery: z.enum(["email", "operator"]),
});
export type PasswordResetRequestReply = z.infer<typeof passwordResetRequestReplySchema>;

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: "This reset link is not valid. Ask for a new one." })
    .min(1, { error: "This reset link is not valid. Ask for a new one." })
    .max(200, { error: "This reset link is not valid. Ask for a new one." }),
  newPassword,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Everything stored about a hunter, as one JSON document; sections are added by modules. */
export const accountExportSchema = z.object({
  format: z.literal("repgate-account-export"),
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  userId: z.uuid(),
  sections: z.record(z.string(), z.unknown()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The export's file name, the same whether the server's attachment or the web's save names it. */
export function exportFileName(hunterName: string, at: Date): string {
  const safe = hunterName.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "hunter";
  return `repgate-${safe}-${at.toISOString().slice(0, 10)}.json`;
}
