import type { Session } from "@repgate/contracts/accounts";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import * as sessionsRepo from "../sessions/repo.ts";
import { deviceName } from "./device-name.ts";

const SESSION_NOT_FOUND = "That session does not exist.";

/** The hunter's live sessions, the one asking marked `current`. */
export async function listSessions(
  db: Db,
  clock: Clock,
  { userId, currentTokenHash }: { userId: string; currentTokenHash: string },
): Promise<Session[]> {
  const rows = await sessionsRepo.listLiveSessions(db, userId, clock.now());
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    device: deviceName(row.userAgent),
    current: row.tokenHash === currentTokenHash,
  }));
}

/**
 * Ends one of the hunter's own sessions; its sockets close on every instance (sessionEnded).
 * Another hunter's session, or none, is a 404. Returns whether it was the asking one.
 */
export function endSession(
  db: Db,
  {
    userId,
    sessionId,
    currentTokenHash,
  }: {
    userId: string;
    sessionId: string;
    currentTokenHash: string;
  },
): Promise<{ wasCurrent: boolean }> {
  return inTransaction(db, async (tx, emit) => {
    const ended = await sessionsRepo.deleteSessionOf(tx, { userId, sessionId });
    if (!ended) throw new AppError("not_found", SESSION_NOT_FOUND);
    emit({ type: "sessionEnded", userId, sessionId: ended.id });
    emit({ type: "sessionsChanged", userId });
    return { wasCurrent: ended.tokenHash === currentTokenHash };
  });
}

/**
 * 'Sign out everywhere else': every session of the hunter but the asking one ends, and their
 * sockets close on every instance (sessionsEnded). Returns how many ended.
 */
export function endOtherSessions(
  db: Db,
  { userId, currentTokenHash }: { userId: string; currentTokenHash: string },
): Promise<number> {
  return inTransaction(db, async (tx, emit) => {
    const current = await sessionsRepo.findSessionByHash(tx, currentTokenHash);
    if (!current || current.userId !== userId) {
      throw new AppError("unauthenticated", "You are not signed in.");
    }
    const ended = await sessionsRepo.deleteSessionsOf(tx, {
      userId,
      keepTokenHash: currentTokenHash,
    });
    if (ended > 0) {
      emit({ type: "sessionsEnded", userId, exceptSessionId: current.id });
      emit({ type: "sessionsChanged", userId });
    }
    return ended;
  });
}
