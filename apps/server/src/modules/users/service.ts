import type { Language } from "@repgate/contracts/languages";
import type { Region } from "@repgate/game/content/regions";
import { addDays, localDateOf, skippedLocalDates } from "@repgate/game/rules/local-time";
import { canonicalTimeZone, isIanaTimeZone } from "@repgate/game/rules/time";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleHunterDay } from "../../jobs/hunter-day.ts";
import { AppError } from "../../lib/http/errors.ts";
import * as repo from "./repo.ts";

function mustExist(user: UserRow | null): UserRow {
  if (!user) throw new AppError("not_found", "Your account no longer exists.");
  return user;
}

/** A hunter's time zone can change once an hour (the first change after sign-up is free). */
const TIMEZONE_CHANGE_GAP_MS = 3_600_000;

/** How long a skipped date is remembered: as far back as missed days are ever looked at. */
const SKIPPED_DATES_KEPT_DAYS = 366;

/**
 * The dates the hunter has never lived, with those this move jumps over (eastwards across the
 * date line), so the missed-day check counts them neither missed nor done (docs/game-rules/quests.md).
 */
function withSkippedDates(before: UserRow, zone: string, now: Date): string[] {
  const from = isIanaTimeZone(before.timezone) ? before.timezone : "UTC";
  const oldest = addDays(localDateOf(now, zone), -SKIPPED_DATES_KEPT_DAYS);
  const dates = new Set([...before.skippedDates, ...skippedLocalDates(now, from, zone)]);
  return [...dates].filter((date) => date >= oldest).sort();
}

/**
 * Stores the canonical IANA name ("utc" becomes "UTC"), the one a hunter's day is read in.
 * Sending the stored zone again changes nothing. A change within an hour of the last one is
 * refused (429): a traveller's browser changes zone once per flight, and the day rules already
 * make a change gain nothing (the day never goes back, energy refills at most once in 23 h).
 */
export function setTimezone(
  db: Db,
  { userId, timezone, now }: { userId: string; timezone: string; now: Date },
): Promise<UserRow> {
  return inTransaction(db, async (tx, emit) => {
    const before = mustExist(await repo.lockUser(tx, userId));
    const zone = canonicalTimeZone(timezone);
    if (zone === before.timezone) return before;
    const last = before.timezoneChangedAt;
    if (last && now.getTime() - last.getTime() < TIMEZONE_CHANGE_GAP_MS) {
      const next = new Date(last.getTime() + TIMEZONE_CHANGE_GAP_MS);
      throw new AppError(
        "rate_limited",
        `Your time zone changed less than an hour ago; it can change again at ${next.toISOString().slice(11, 16)} UTC.`,
      );
    }
    const row = mustExist(
      await repo.updateUser(tx, userId, {
        timezone: zone,
        timezoneChangedAt: now,
        skippedDates: withSkippedDates(before, zone, now),
      }),
    );
    // Their day job runs at once: whatever the new zone's day brings (a new date begun, today's
    // quests lasting to its end) is stored by it, not by a read, and it queues the new zone's
    // next midnight. A hunter still onboarding has no game day yet.
    if (row.dailyCheckedOn !== null) {
      await scheduleHunterDay(tx, { userId, dueAt: now });
    }
    emit({ type: "hunterChanged", userId });
    return row;
  });
}

/** Moves the hunter to another region; their sockets change region rooms (roomsChanged). */
export function setRegion(db: Db, userId: string, region: Region): Promise<UserRow> {
  return inTransaction(db, async (tx, emit) => {
    const before = mustExist(await repo.lockUser(tx, userId));
    const row = mustExist(await repo.updateUser(tx, userId, { region }));
    emit({ type: "hunterChanged", userId });
    if (before.region !== region) emit({ type: "roomsChanged", userId });
    return row;
  });
}

/** Keeps the hunter's language (null: follow the browser); mail and pushes use it too. */
export function setLanguage(db: Db, userId: string, language: Language | null): Promise<UserRow> {
  return inTransaction(db, async (tx, emit) => {
    const row = mustExist(await repo.updateUser(tx, userId, { language }));
    // The sockets speak it before the browser hears that the hunter changed.
    emit({ type: "languageChanged", userId, language });
    emit({ type: "hunterChanged", userId });
    return row;
  });
}

/** Wears a title; only one the hunter has unlocked. */
export function setTitle(db: Db, userId: string, title: string): Promise<UserRow> {
  return inTransaction(db, async (tx, emit) => {
    const row = await repo.updateUser(
      tx,
      userId,
      { currentTitle: title },
      repo.titleIsUnlocked(title),
    );
    if (!row) throw new AppError("forbidden", `You have not unlocked the title ${title} yet.`);
    emit({ type: "hunterChanged", userId });
    return row;
  });
}
