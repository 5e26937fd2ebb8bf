import type { Db } from "../../db/connect.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isForeignKeyViolation } from "../../lib/http/pg-errors.ts";
import { findRoomFacts } from "../../realtime/repo.ts";
import { countHit } from "../rate-limits/repo.ts";
import * as repo from "./repo.ts";
import { roomOf } from "./service.ts";

/** How many messages before and after the reported one the report keeps. */
const REPORT_CONTEXT = 3;
/** Reports one hunter may file per hour: enough for a bad evening, not for flooding the operator. */
const REPORTS_PER_HOUR = 20;

const NOT_FOUND = "That message does not exist.";

function line(m: repo.StoredMessage): repo.ReportedLine {
  return {
    id: m.id,
    authorId: m.user.id,
    authorName: m.user.hunterName,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * Reports a chat message of a room the hunter reads. The report keeps what the message and the
 * REPORT_CONTEXT messages on each side said at that moment, so deleting the message or the
 * author's account later does not erase what the operator needs. A message of a room the hunter
 * is not in answers 404, as one that does not exist.
 */
export async function reportMessage(
  db: Db,
  {
    userId,
    messageId,
    reason,
    now,
  }: { userId: string; messageId: string; reason?: string; now: Date },
): Promise<{ message: string }> {
  const [message, facts] = await Promise.all([
    repo.findMessage(db, messageId),
    findRoomFacts(db, userId),
  ]);
  const room =
    message && facts
      ? roomOf(
          {
            type: message.chatType,
            ...(message.region ? { region: message.region } : {}),
            ...(message.partyId ? { partyId: message.partyId } : {}),
            ...(message.guildId ? { guildId: message.guildId } : {}),
          },
          facts,
        )
      : null;
  if (!message || !room) throw new AppError("not_found", NOT_FOUND);
  if (message.user.id === userId) {
    throw new AppError("bad_request", "You cannot report your own message.");
  }
  const { hits } = await countHit(db, { key: `report:${userId}`, now, windowMs: 3_600_000 });
  if (hits > REPORTS_PER_HOUR) {
    throw new AppError("rate_limited", "You have reported a lot this hour. Try again later.");
  }
  const around = await repo.messagesAround(db, room, message, REPORT_CONTEXT);
  const context = [...around, message]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map(line);
  await repo
    .insertReport(db, {
      reporterId: userId,
      messageId,
      authorId: message.user.id,
      chatType: room.chatType,
      room: room.region ?? room.partyId ?? room.guildId ?? "",
      reason: reason?.length ? reason : null,
      context,
      createdAt: now,
    })
    .catch((error) => {
      // The reporter's account was deleted meanwhile: there is no one to keep the report for.
      if (isForeignKeyViolation(error))
        throw new AppError("unauthenticated", "You are not signed in.");
      throw error;
    });
  return { message: "Thank you. The message was reported." };
}

/** The newest reports, for the operator's `reports` command. */
export async function listReports(
  db: Db,
  limit: number,
): Promise<(repo.ChatReportRow & { reporterName: string })[]> {
  return (await repo.listReports(db, limit)).map(({ report, reporterName }) => ({
    ...report,
    reporterName,
  }));
}
