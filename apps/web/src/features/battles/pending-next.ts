import { type NextBattle, nextBattleSchema } from "@repgate/contracts/battles";
import { z } from "zod";

/**
 * Between two monsters the server has no active battle to show, only the next one to create.
 * The countdown's deadline is kept in this tab's session storage, so a reload (or a trip to
 * another screen) during the 30 seconds comes back to the countdown instead of 'No Active
 * Battle'. The server still decides whether that next battle may start.
 */
const KEY = "repgate:pending-next-battle";
/** A countdown this long overdue is from an abandoned run, not a rest between monsters. */
const FORGET_AFTER_MS = 10 * 60_000;

const pendingSchema = z.object({ next: nextBattleSchema, deadline: z.number() });
export type PendingNext = z.infer<typeof pendingSchema>;

export function savePendingNext(next: NextBattle, deadline: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ next, deadline }));
  } catch {
    // Storage may be full or disabled; the countdown still runs on this screen.
  }
}

export function loadPendingNext(now: number = Date.now()): PendingNext | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    if (parsed.success && now - parsed.data.deadline < FORGET_AFTER_MS) return parsed.data;
    sessionStorage.removeItem(KEY);
    return null;
  } catch {
    return null;
  }
}

export function clearPendingNext(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
