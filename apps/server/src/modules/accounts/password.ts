import type { ChangePasswordRequest } from "@repgate/contracts/accounts";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { clientKey } from "../../lib/http/client-address.ts";
import { AppError } from "../../lib/http/errors.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { hashPassword, signInAccountLimit, verifyPassword } from "../auth/service.ts";
import { forgiveHit, hitLimits, type Limit, refuseWhenExhausted } from "../rate-limits/limits.ts";
import * as sessionsRepo from "../sessions/repo.ts";
import { setPasswordHash } from "../users/repo.ts";
import * as repo from "./repo.ts";

const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
const TOO_MANY = "Too many attempts. Please wait a minute and try again.";

/**
 * The sign-in limit's counter for a client: the same key @fastify/rate-limit's PostgreSQL
 * store uses for POST /api/auth/login (route prefix, then the client's key: its address, an
 * IPv6 one by its /64), so a wrong current password and a failed sign-in use up one allowance
 * together.
 */
function signInLimit(clientIp: string, max: number): Limit {
  return {
    key: `POST /api/auth/login|${clientKey(clientIp)}`,
    max,
    windowMs: 60_000,
    message: TOO_MANY,
  };
}

/**
 * Checks a hunter's password where a signed-in hunter must give it again (password change,
 * account deletion), limited as sign-in is: per client address (the sign-in allowance) and per
 * account, from every address together (the failed sign-ins' 10 per 15 minutes). A session
 * alone must not turn into unlimited guesses at the password from many addresses. The account's
 * hit is counted before the check, so racing guesses get no more than the allowance, and given
 * back when the password is right, as a successful sign-in does.
 */
export async function verifyOwnPassword(
  db: Db,
  clock: Clock,
  args: { user: UserRow; password: string; clientIp: string; signInMax: number; wrong: string },
): Promise<void> {
  const perAddress = signInLimit(args.clientIp, args.signInMax);
  await refuseWhenExhausted(db, clock, perAddress);
  const perAccount = signInAccountLimit(args.user.email.toLowerCase());
  await hitLimits(db, clock, [perAccount]);
  if (!(await verifyPassword(args.user.passwordHash, args.password))) {
    await hitLimits(db, clock, [perAddress]);
    throw new AppError("bad_request", args.wrong);
  }
  await forgiveHit(db, perAccount);
}

/**
 * Changes the password after checking the current one. Keeps the asking session and ends
 * every other one (their sockets close on every instance: sessionsEnded); outstanding reset
 * links stop working. A wrong current password is a 400 and counts as a failed sign-in
 * (verifyOwnPassword).
 */
export async function changePassword(
  db: Db,
  clock: Clock,
  args: ChangePasswordRequest & {
    user: UserRow;
    currentTokenHash: string;
    clientIp: string;
    signInMax: number;
  },
): Promise<{ endedSessions: number }> {
  await verifyOwnPassword(db, clock, {
    user: args.user,
    password: args.currentPassword,
    clientIp: args.clientIp,
    signInMax: args.signInMax,
    wrong: WRONG_CURRENT_PASSWORD,
  });
  const passwordHash = await hashPassword(args.newPassword);
  return inTransaction(db, async (tx, emit) => {
    const userId = args.user.id;
    const current = await sessionsRepo.findSessionByHash(tx, args.currentTokenHash);
    if (!current || current.userId !== userId) {
      throw new AppError("unauthenticated", "You are not signed in.");
    }
    if (!(await setPasswordHash(tx, userId, passwordHash))) {
      throw new AppError("not_found", "Your account no longer exists.");
    }
    await repo.voidResetTokens(tx, userId, clock.now());
    const endedSessions = await sessionsRepo.deleteSessionsOf(tx, {
      userId,
      keepTokenHash: args.currentTokenHash,
    });
    emit({ type: "sessionsEnded", userId, exceptSessionId: current.id });
    // The tab that changed it stays signed in and lists one session now.
    emit({ type: "sessionsChanged", userId });
    return { endedSessions };
  });
}
