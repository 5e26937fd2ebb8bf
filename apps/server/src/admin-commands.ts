// The operator's commands (`npm run admin -- <command>`); the entry point is admin.ts.
import type { Db } from "./db/connect.ts";
import type { Clock } from "./lib/clock.ts";
import { issueResetLink, RESET_TOKEN_TTL_MS } from "./modules/accounts/password-reset.ts";

export const USAGE = [
  "Usage: npm run admin -- <command>",
  "",
  "Commands:",
  "  reset-link <email>   print a password reset link for the hunter with that email",
].join("\n");

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The commands that exist (checked before a database is opened). */
export const ADMIN_COMMANDS = ["reset-link"] as const;

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
  io.err(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE);
  return 2;
}
