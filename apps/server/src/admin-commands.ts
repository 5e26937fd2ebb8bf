// The operator's commands (`npm run admin -- <command>`); the entry point is admin.ts.
import type { Db } from "./db/connect.ts";
import type { Clock } from "./lib/wiring/clock.ts";
import { issueResetLink, RESET_TOKEN_TTL_MS } from "./modules/accounts/password-reset.ts";
import { listReports } from "./modules/chat/reports.ts";
import { scheduleGateBreakByOperator } from "./modules/world-events/schedule.ts";

export const USAGE = [
  "Usage: npm run admin -- <command>",
  "",
  "Commands:",
  "  reset-link <email>   print a password reset link for the hunter with that email",
  "  reports [count]      list the newest reported chat messages (default 20) with their context",
  "  gate-break <rank> <start> <hours>",
  "                       schedule a Gate Break (world boss) of rank E-S from <start> (ISO time,",
  '                       or "now") for <hours> hours',
].join("\n");

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The commands that exist (checked before a database is opened). */
export const ADMIN_COMMANDS = ["reset-link", "reports", "gate-break"] as const;

/** Runs one admin command against `db`; returns the process exit code. */
export async function runAdmin(
  args: readonly string[],
  { db, clock, publicUrl, io }: { db: Db; clock: Clock; publicUrl: string; io: AdminIo },
): Promise<number> {
  const [command, ...rest] = args;
  if (command === "reset-link") {
    const email = rest[0]?.trim();
    if (!email || rest.length !== 1) {
      io.err("Usage: npm run admin -- reset-link <email>");
      return 2;
    }
    const link = await issueResetLink(db, clock, { email, publicUrl });
    if (!link) {
      io.err(`No hunter has the email ${email}.`);
      return 1;
    }
    io.out(link);
    io.err(
      `This link sets a new password for ${email}. It works once, for ${RESET_TOKEN_TTL_MS / 60_000} minutes; a newer link voids it.`,
    );
    return 0;
  }
  if (command === "reports") return printReports(db, rest, io);
  if (command === "gate-break") return scheduleGateBreakCommand(db, clock, rest, io);
  io.err(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE);
  return 2;
}

/**
 * `reports [count]`: newest first, each with who reported it and when, why, and the messages
 * around it as they read then (the reported one marked with ">").
 */
async function printReports(db: Db, rest: readonly string[], io: AdminIo): Promise<number> {
  const count = rest[0] === undefined ? 20 : Number(rest[0]);
  if (rest.length > 1 || !Number.isInteger(count) || count < 1 || count > 1000) {
    io.err("Usage: npm run admin -- reports [count]   (count: 1 to 1000, default 20)");
    return 2;
  }
  const reports = await listReports(db, count);
  if (reports.length === 0) {
    io.out("No reports.");
    return 0;
  }
  for (const r of reports) {
    io.out(
      `${r.createdAt.toISOString()}  report ${r.id}  by ${r.reporterName} (${r.reporterId})  in ${r.chatType} ${r.room}`,
    );
    if (r.reason) io.out(`  reason: ${r.reason}`);
    for (const m of r.context) {
      const mark = m.id === r.messageId ? ">" : " ";
      io.out(`  ${mark} ${m.createdAt}  ${m.authorName ?? "Deleted Hunter"}: ${m.content}`);
    }
  }
  return 0;
}

const GATE_BREAK_USAGE =
  "Usage: npm run admin -- gate-break <rank> <start> <hours>   (rank E, D, C, B, A or S; start an ISO time or now)";

/** `gate-break <rank> <start> <hours>`: schedules a world boss; its open and close are jobs. */
async function scheduleGateBreakCommand(
  db: Db,
  clock: Clock,
  rest: readonly string[],
  io: AdminIo,
): Promise<number> {
  const [rank, start, hoursText] = rest;
  const startsAt = start === "now" ? clock.now() : new Date(start ?? "");
  const hours = Number(hoursText);
  if (rest.length !== 3 || !rank || Number.isNaN(startsAt.getTime()) || !Number.isFinite(hours)) {
    io.err(GATE_BREAK_USAGE);
    return 2;
  }
  const result = await scheduleGateBreakByOperator(db, { rank, startsAt, hours });
  if ("error" in result) {
    io.err(result.error);
    return 2;
  }
  io.out(
    `${result.name} (rank ${result.rank}, ${result.maxHP} HP) opens ${result.startsAt.toISOString()} and closes ${result.endsAt.toISOString()}: ${result.id}`,
  );
  return 0;
}
