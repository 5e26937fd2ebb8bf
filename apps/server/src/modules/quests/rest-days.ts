import type { RestDay, RestDayList } from "@repgate/contracts/rest-days";
import { addDays } from "@repgate/game/rules/local-time";
import {
  AWAY_GAP_DAYS,
  type BreakRefusal,
  type PlannedBreak,
  restDayRefusal,
  timeAwayRefusal,
} from "@repgate/game/rules/rest-days";
import { isIanaTimeZone } from "@repgate/game/rules/time";
import type { Db, Queryable } from "../../db/connect.ts";
import type { RestDayRow } from "../../db/schema/rest-days.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { findUserById, lockUser } from "../users/repo.ts";
import { hunterToday } from "./day.ts";
import * as repo from "./repo.ts";

type Kind = "rest" | "away";

/** The hunter's day: their local date, which never goes back (day.ts). */
export function hunterDayOf(db: Queryable, user: UserRow, now: Date): Promise<string> {
  return hunterToday(db, user, isIanaTimeZone(user.timezone) ? user.timezone : "UTC", now);
}

function present(row: RestDayRow, today: string): RestDay {
  const kind = row.kind as Kind;
  return { kind, from: row.startsOn, to: row.endsOn, cancellable: row.startsOn > today };
}

/** Breaks that still count towards the limits on a plan made on `today`. */
async function plannedAround(db: Queryable, userId: string, today: string) {
  // Time away that started up to 30 days ago still counts towards once a month, and a rest day
  // earlier this week towards once a week.
  const rows = await repo.listRestDays(db, userId, addDays(today, -AWAY_GAP_DAYS));
  return rows.map((r): PlannedBreak => ({ kind: r.kind as Kind, from: r.startsOn, to: r.endsOn }));
}

/** A refusal a plan would meet with nothing planned is bad input (400); else a conflict (409). */
function refuse(alone: BreakRefusal, withPlans: BreakRefusal): void {
  if (alone) throw new AppError("bad_request", alone);
  if (withPlans) throw new AppError("conflict", withPlans);
}

/** The hunter's rest days and time away that have not ended yet. */
export async function listRestDays(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<RestDayList> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthenticated", "You are not signed in.");
  const today = await hunterDayOf(db, user, now);
  const rows = await repo.listRestDays(db, userId, today);
  return { today, restDays: rows.map((row) => present(row, today)) };
}

/**
 * Plans a rest day (from = to) or time away, under the hunter's row lock so two plans sent at
 * once are judged one after the other against the limits (packages/game rules/rest-days.ts).
 */
function planBreak(
  db: Db,
  args: { userId: string; kind: Kind; from: string; to: string; now: Date },
): Promise<RestDay> {
  const { userId, kind, from, to, now } = args;
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("unauthenticated", "You are not signed in.");
    const today = await hunterDayOf(tx, user, now);
    const planned = await plannedAround(tx, userId, today);
    if (kind === "rest")
      refuse(restDayRefusal(from, today, []), restDayRefusal(from, today, planned));
    else refuse(timeAwayRefusal(from, to, today, []), timeAwayRefusal(from, to, today, planned));
    const row = await repo.insertRestDay(tx, {
      userId,
      kind,
      startsOn: from,
      endsOn: to,
      createdAt: now,
    });
    emit({ type: "questsChanged", userId });
    return present(row, today);
  });
}

/** Plans a rest day on the local date `date`. */
export function planRestDay(db: Db, args: { userId: string; date: string; now: Date }) {
  return planBreak(db, { ...args, kind: "rest", from: args.date, to: args.date });
}

/** Plans time away from `from` to `to`, both included. */
export function planTimeAway(
  db: Db,
  args: { userId: string; from: string; to: string; now: Date },
) {
  return planBreak(db, { ...args, kind: "away" });
}

/**
 * Cancels the hunter's rest day or time away starting on `from`, before that day begins on their
 * clock. Another hunter's plans are not found: each hunter reaches only their own.
 */
export function cancelBreak(
  db: Db,
  args: { userId: string; kind: Kind; from: string; now: Date },
): Promise<void> {
  const { userId, kind, from, now } = args;
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("unauthenticated", "You are not signed in.");
    const row = await repo.lockRestDay(tx, userId, kind, from);
    // Whole sentences per kind, so each language words both (docs/i18n.md).
    if (!row) {
      throw new AppError(
        "not_found",
        kind === "rest"
          ? `You have no rest day planned on ${from}.`
          : `You have no time away planned on ${from}.`,
      );
    }
    const today = await hunterDayOf(tx, user, now);
    if (row.startsOn <= today) {
      throw new AppError(
        "conflict",
        kind === "rest"
          ? "Your rest day has already begun; it can no longer be cancelled."
          : "Your time away has already begun; it can no longer be cancelled.",
      );
    }
    await repo.deleteRestDay(tx, row.id);
    emit({ type: "questsChanged", userId });
  });
}
