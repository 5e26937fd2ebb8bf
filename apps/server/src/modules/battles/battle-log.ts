import type { Queryable } from "../../db/connect.ts";
import type { StoredLogEntry } from "../../db/schema/battles.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { announcePartyFight } from "./encounter-news.ts";
import { appendedLog, appendToActiveLog } from "./repo.ts";

/** A battle keeps its latest lines only; a long S-rank fight stays a small row. */
const BATTLE_LOG_LIMIT = 100;

/** One line of a battle's log, stamped with the server's time. */
export function logLine(kind: StoredLogEntry["kind"], text: string, now: Date): StoredLogEntry {
  return { at: now.toISOString(), kind, text };
}

/** The log with `lines` added, trimmed to the newest BATTLE_LOG_LIMIT. */
export function withLines(
  log: readonly StoredLogEntry[],
  lines: readonly StoredLogEntry[],
): StoredLogEntry[] {
  return [...log, ...lines].slice(-BATTLE_LOG_LIMIT);
}

/**
 * The same log as withLines, as the SQL that writes it: only the new lines travel, appended to
 * the stored log (and its oldest lines dropped past BATTLE_LOG_LIMIT). An attack no longer
 * serialises and sends the whole log, which grows with the fight (issue 45). `log` must be the
 * stored log as locked: its length decides how many old lines go.
 */
export function withLinesWritten(
  log: readonly StoredLogEntry[],
  lines: readonly StoredLogEntry[],
): ReturnType<typeof appendedLog> {
  return appendedLog(lines, linesDropped(log, lines));
}

/** How many of the stored log's oldest lines go when `lines` are added to it. */
export function linesDropped(
  log: readonly StoredLogEntry[],
  lines: readonly StoredLogEntry[],
): number {
  return Math.max(0, log.length + lines.length - BATTLE_LOG_LIMIT);
}

/**
 * Notes something the hunter did outside the combat menu (an item) in their active battle,
 * if they are in one; the battle changed then, so their run is announced as changed (and a
 * party's fight: a potion's HP is on the teammates' roster).
 */
export async function noteInActiveBattle(
  tx: Queryable,
  emit: Emit,
  userId: string,
  entry: StoredLogEntry,
): Promise<void> {
  const noted = await appendToActiveLog(tx, userId, entry);
  if (!noted) return;
  emit({ type: "runChanged", userId });
  await announcePartyFight(tx, emit, noted);
}

export const TIME_UP_MESSAGE =
  "Time's Up! The 30-minute battle timer has expired. You have been defeated!";
