const numberFormat = new Intl.NumberFormat("en-US");

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
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
