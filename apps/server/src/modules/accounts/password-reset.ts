import { createHash, randomBytes } from "node:crypto";
import type { PasswordResetConfirm, PasswordResetRequestReply } from "@repgate/contracts/accounts";
import type { Language } from "@repgate/contracts/languages";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { clientKey } from "../../lib/http/client-address.ts";
import { AppError } from "../../lib/http/errors.ts";
import { languageOrDefault, translate } from "../../lib/i18n/translate.ts";
import { hashSessionToken } from "../../lib/sessions/session-token.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { hashPassword, type SignedIn, startSession } from "../auth/service.ts";
import { hitLimits, type Limit } from "../rate-limits/limits.ts";
import * as sessionsRepo from "../sessions/repo.ts";
import { setPasswordHash } from "../users/repo.ts";
import type { Mail, Mailer } from "./mailer.ts";
import * as repo from "./repo.ts";

/** A reset link works this long. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Reset requests: per address and per client, in a window of this length. */
const RESET_WINDOW_MS = 15 * 60_000;
const RESET_MAX_PER_ADDRESS = 3;
const RESET_MAX_PER_CLIENT = 10;
const TOO_MANY_RESETS = "Too many reset requests. Please wait 15 minutes and try again.";

const RESET_LINK_INVALID = "This reset link is not valid. Ask for a new one.";
const RESET_LINK_USED = "This reset link has already been used. Ask for a new one.";
const RESET_LINK_REPLACED = "A newer reset link has been sent. Use the link in the latest email.";
const RESET_LINK_EXPIRED = "This reset link has expired. Ask for a new one.";

const SENT_MESSAGE =
  "If an account exists for that email, a link to reset the password is on its way. It works for 30 minutes.";
const OPERATOR_MESSAGE =
  "This server does not send email. Ask the operator of this server for a password reset link.";

function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The link a reset mail carries. The token rides in the fragment, so no server log sees it. */
function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/#reset=${token}`;
}

/**
 * Makes a fresh reset token for the hunter with this email (voiding their older ones) and
 * returns the link, or null when no hunter has that email. Only the token's hash is stored.
 */
export async function issueResetLink(
  db: Db,
  clock: Clock,
  options: { email: string; publicUrl: string; limits?: readonly Limit[] },
): Promise<string | null> {
  return (await issueResetMail(db, clock, options))?.link ?? null;
}

/**
 * issueResetLink, and the language the hunter chose for their mail (looked up for every
 * address alike, in the same transaction, so the work still says nothing about the address).
 */
async function issueResetMail(
  db: Db,
  clock: Clock,
  {
    email,
    publicUrl,
    limits = [],
  }: { email: string; publicUrl: string; limits?: readonly Limit[] },
): Promise<{ link: string; language: string | null } | null> {
  // The same work for every address: a token is made and the same statements run, and only
  // their results differ (see replaceResetTokenOfEmail). The limits are counted in the same
  // transaction: it then writes for an unknown address too, so both commits wait for the
  // same WAL flush (a transaction that wrote nothing commits measurably faster).
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  const issued = await inTransaction(db, async (tx) => {
    await hitLimits(tx, clock, limits);
    const replaced = await repo.replaceResetTokenOfEmail(tx, {
      email: email.trim().toLowerCase(),
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    return { replaced, language: await repo.languageOfEmail(tx, email) };
  });
  return issued.replaced ? { link: resetLink(publicUrl, token), language: issued.language } : null;
}

/**
 * 'Forgot password?': answers the same whether or not the address has an account. Limited per
 * address and per client in PostgreSQL (every instance counts together), counted before the
 * address is looked up so a 429 says nothing about it either. Known and unknown addresses cost
 * the same work before the reply (`issueResetLink`); the mail is queued after it and not
 * waited for, so the reply's timing says nothing either (password-reset-same-work.test.ts).
 */
export async function requestPasswordReset(
  db: Db,
  clock: Clock,
  {
    email,
    clientIp,
    mailer,
    publicUrl,
    onMailError,
    requestLanguage = "en",
  }: {
    email: string;
    clientIp: string;
    mailer: Mailer;
    publicUrl: string;
    onMailError: (error: unknown) => void;
    /** The asker's browser language: the mail's when the account has chosen none. */
    requestLanguage?: Language;
  },
): Promise<PasswordResetRequestReply> {
  const limits: Limit[] = [
    {
      key: `password-reset:client:${clientKey(clientIp)}`,
      max: RESET_MAX_PER_CLIENT,
      windowMs: RESET_WINDOW_MS,
      message: TOO_MANY_RESETS,
    },
    {
      key: `password-reset:email:${email}`,
      max: RESET_MAX_PER_ADDRESS,
      windowMs: RESET_WINDOW_MS,
      message: TOO_MANY_RESETS,
    },
  ];
  if (mailer.mode === "none") {
    await hitLimits(db, clock, limits);
    return { message: OPERATOR_MESSAGE, delivery: "operator" };
  }
  // Counted before the address is looked up, in the transaction that looks it up.
  const issued = await issueResetMail(db, clock, { email, publicUrl, limits });
  if (issued) {
    mailer
      .send(resetMail(email, issued.link, issued.language ?? requestLanguage))
      .catch(onMailError);
  }
  return { message: SENT_MESSAGE, delivery: "email" };
}

/** The reset mail, written in English and sent in the hunter's language. */
export function resetMail(to: string, link: string, language: string | null): Mail {
  const say = (text: string) => translate(text, languageOrDefault(language));
  return {
    to,
    subject: say("Reset your RepGate password"),
    text: [
      say("Someone (hopefully you) asked to reset the password of your RepGate hunter."),
      "",
      say("Set a new password here (the link works once, for 30 minutes):"),
      link,
      "",
      say("If you did not ask for this, ignore this email: your password stays as it is."),
    ].join("\n"),
  };
}

/**
 * Sets a new password with a reset token: the token is used once (a racing second use fails),
 * every session of the hunter ends (their sockets close on every instance), and this browser
 * gets a new one. Unknown, used, replaced and expired tokens are 4xx with their own message.
 */
export async function confirmPasswordReset(
  db: Db,
  clock: Clock,
  {
    token,
    newPassword,
    previousSessionToken,
    userAgent,
  }: PasswordResetConfirm & { previousSessionToken?: string; userAgent?: string },
): Promise<SignedIn> {
  const passwordHash = await hashPassword(newPassword);
  const tokenHash = hashResetToken(token);
  return inTransaction(db, async (tx, emit) => {
    const now = clock.now();
    const userId = await repo.claimResetToken(tx, tokenHash, now);
    if (!userId) {
      const row = await repo.findResetToken(tx, tokenHash);
      if (!row) throw new AppError("bad_request", RESET_LINK_INVALID);
      if (row.usedAt) throw new AppError("conflict", RESET_LINK_USED);
      if (row.voidedAt) throw new AppError("conflict", RESET_LINK_REPLACED);
      throw new AppError("bad_request", RESET_LINK_EXPIRED);
    }
    const user = await setPasswordHash(tx, userId, passwordHash);
    if (!user) throw new AppError("bad_request", RESET_LINK_INVALID);
    await repo.voidResetTokens(tx, userId, now);
    if (previousSessionToken) {
      // The browser's old session, whoever's it was, ends: this browser now belongs to the reset.
      const previous = await sessionsRepo.findSessionByHash(
        tx,
        hashSessionToken(previousSessionToken),
      );
      if (previous && previous.userId !== userId) {
        await sessionsRepo.deleteSessionOf(tx, { userId: previous.userId, sessionId: previous.id });
        emit({ type: "sessionEnded", userId: previous.userId, sessionId: previous.id });
      }
    }
    await sessionsRepo.deleteSessionsOf(tx, { userId, keepTokenHash: null });
    emit({ type: "sessionsEnded", userId, exceptSessionId: null });
    return startSession(tx, clock, user, userAgent);
  });
}
