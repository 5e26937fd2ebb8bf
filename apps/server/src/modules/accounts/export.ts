import type { AccountExport } from "@repgate/contracts/accounts";
import type { Db } from "../../db/connect.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import type { Limit } from "../rate-limits/limits.ts";
import { EXPORT_SECTIONS, type ExportSection } from "./export-sections.ts";

/** Exports a hunter may download per hour: each reads every table that holds something of theirs. */
export const EXPORTS_PER_HOUR = 3;

/** The per-hunter export allowance, counted in PostgreSQL so it holds across instances. */
export function exportLimit(userId: string): Limit {
  return {
    key: `export:${userId}`,
    max: EXPORTS_PER_HOUR,
    windowMs: 60 * 60_000,
    message: `You can download your data ${EXPORTS_PER_HOUR} times an hour. Please try again later.`,
  };
}

/** Everything stored about the hunter, one section per entry of EXPORT_SECTIONS. */
export async function exportAccount(
  db: Db,
  clock: Clock,
  userId: string,
  sections: readonly ExportSection[] = EXPORT_SECTIONS,
): Promise<AccountExport> {
  const entries: [string, unknown][] = [];
  // One after another: an export is rare, and the pool is shared with the game.
  for (const section of sections) entries.push([section.key, await section.read(db, userId)]);
  return {
    format: "repgate-account-export",
    version: 1,
    exportedAt: clock.now().toISOString(),
    userId,
    // Dates become ISO strings, as they will in the file.
    sections: JSON.parse(JSON.stringify(Object.fromEntries(entries))),
  };
}
