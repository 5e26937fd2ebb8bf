/**
 * Local calendar days and weeks of an instant in an IANA time zone, with Intl only.
 *
 * Dates are "YYYY-MM-DD" strings (they sort as they compare). Instants at the start of a local
 * day are found by searching for the first millisecond whose local date is that day, so a day
 * that begins at 01:00 (a daylight-saving gap at midnight) or lasts 23 or 25 hours, and zones
 * with odd offsets such as Asia/Kathmandu (+05:45), come out right without offset tables.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The hunter's calendar date at `instant` in `timeZone`, e.g. "2026-03-08". */
export function localDateOf(instant: Date | number, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year").padStart(4, "0")}-${get("month")}-${get("day")}`;
}

function utcMidnight(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

/**
 * The local dates a hunter moving from `fromZone` to `toZone` at `instant` never lives: those
 * strictly between the date it was and the date it is. Only a move eastwards across the date
 * line skips any (Pago Pago 23:30 is Kiritimati 00:30 two dates later); westwards, none.
 */
export function skippedLocalDates(
  instant: Date | number,
  fromZone: string,
  toZone: string,
): string[] {
  const left = localDateOf(instant, fromZone);
  const skipped: string[] = [];
  for (let i = 1; i < daysBetween(left, localDateOf(instant, toZone)); i += 1) {
    skipped.push(addDays(left, i));
  }
  return skipped;
}

/** Every offset in use lies within UTC-12 .. UTC+14; these margins bracket any local day. */
const SEARCH_BEFORE_MS = 15 * 3_600_000;
const SEARCH_AFTER_MS = 13 * 3_600_000;

/** The first instant of the local day `date` in `timeZone` (its midnight, or later in a gap). */
export function startOfLocalDate(date: string, timeZone: string): Date {
  let lo = utcMidnight(date) - SEARCH_BEFORE_MS; // still the day before, everywhere
  let hi = utcMidnight(date) + SEARCH_AFTER_MS; // already `date`, everywhere
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDateOf(mid, timeZone) >= date) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** The next local midnight after `instant`: when today's daily quest expires and energy refills. */
export function nextLocalMidnight(instant: Date | number, timeZone: string): Date {
  return startOfLocalDate(addDays(localDateOf(instant, timeZone), 1), timeZone);
}

/** ISO weekday of a date: Monday 1 .. Sunday 7. */
export function isoWeekday(date: string): number {
  const day = new Date(utcMidnight(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

export interface LocalWeek {
  /** ISO week, e.g. "2026-W47" (the ISO year, which can differ from the calendar year). */
  key: string;
  /** The Monday that starts it. */
  monday: string;
  startsAt: Date;
  endsAt: Date;
}

/** The ISO week (Monday to Sunday) holding `date`, e.g. "2026-W01". */
export function isoWeekKey(date: string): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The hunter's local ISO week at `instant`, with its first and next-week instants. */
export function localWeekOf(instant: Date | number, timeZone: string): LocalWeek {
  const today = localDateOf(instant, timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  return {
    key: isoWeekKey(today),
    monday,
    startsAt: startOfLocalDate(monday, timeZone),
    endsAt: startOfLocalDate(addDays(monday, 7), timeZone),
  };
}
