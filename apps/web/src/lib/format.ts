// Built on first need, not at import: creating the first Intl formatter loads the locale's data,
// which took about a third of the home's longest task (its code starting) in a phone's profile
// (bench/README.md "What a phone downloads"). Whole numbers, nearly all the app shows, never
// need it.
let numberFormat: Intl.NumberFormat | undefined;

/** "1,204": en-US digit grouping, as Intl.NumberFormat("en-US") writes it. */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
    return value < 0 ? `-${digits}` : digits;
  }
  numberFormat ??= new Intl.NumberFormat("en-US");
  return numberFormat.format(value);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** "1 member", "2 members", "1,204 reps": a count and its noun, in the number's grammar. */
export function countOf(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

/** "5 minutes ago" style wording for a past moment; future moments read as "just now". */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const elapsed = Math.max(0, now - then);
  if (elapsed < 45 * SECOND) return "just now";
  if (elapsed < 45 * MINUTE)
    return `${plural(Math.max(1, Math.round(elapsed / MINUTE)), "minute")} ago`;
  if (elapsed < DAY) return `about ${plural(Math.max(1, Math.round(elapsed / HOUR)), "hour")} ago`;
  if (elapsed < 30 * DAY) return `${plural(Math.round(elapsed / DAY), "day")} ago`;
  if (elapsed < 365 * DAY) return `${plural(Math.round(elapsed / (30 * DAY)), "month")} ago`;
  return `about ${plural(Math.round(elapsed / (365 * DAY)), "year")} ago`;
}

/** The first letter of a hunter's name, for an avatar without a picture. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || "?";
}

/**
 * Time left until a moment, as the dungeon cards show it (docs/game-rules/screens.md): "3h 12m"
 * from an hour, "4m 5s" under it, "42s" under a minute, and "Expired" at or past the moment.
 */
export function formatTimeLeft(msLeft: number): string {
  if (!(msLeft > 0)) return "Expired";
  const totalSeconds = Math.floor(msLeft / SECOND);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

/** A running clock: "29:59", or "1:05:09" from an hour. Negative values read as 0. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, "0");
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`;
  return `${String(minutes).padStart(2, "0")}:${seconds}`;
}

/** A fraction as a whole percentage: 0.15 → "15%". */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** "a Fighter", "an Assassin": the article a noun takes by its first letter's sound. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}
