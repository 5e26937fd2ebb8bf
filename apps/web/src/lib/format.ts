import { currentLanguage, type MessageId, t } from "./i18n/i18n.ts";
import type { WebLanguage } from "./i18n/languages.ts";

// Numbers, times and durations in the app's language (docs/i18n.md "Numbers and times").
//
// Every Intl object is built on first need, one per language and kind, never at import: creating
// the first Intl formatter loads the locale's data, which took about a third of the home's
// longest task (its code starting) in a phone's profile (bench/README.md "What a phone
// downloads"). English keeps hand-written fast paths for what nearly every screen shows (whole
// numbers, "5 minutes ago", "3h 12m"), so its output is the spec's wording byte for byte and the
// home's start builds no formatter at all.

/** English and the pseudo-locale en-XA (English accented) write numbers and times alike. */
function writesEnglish(language: WebLanguage): boolean {
  return language === "en" || language === "en-XA";
}

/** The locale Intl is given: the pseudo-locale is English underneath. */
function intlLocale(language: WebLanguage): string {
  return writesEnglish(language) ? "en-US" : language;
}

/** A getter for a formatter of the current language, built once per language when first asked. */
function perLanguage<T>(build: (locale: string) => T): () => T {
  const made = new Map<WebLanguage, T>();
  return () => {
    const language = currentLanguage();
    let formatter = made.get(language);
    if (formatter === undefined) {
      formatter = build(intlLocale(language));
      made.set(language, formatter);
    }
    return formatter;
  };
}

const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));

/** "1,204" in English, "1.204" in Spanish: digit grouping as the app's language writes it. */
export function formatNumber(value: number): string {
  if (writesEnglish(currentLanguage()) && Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
    return value < 0 ? `-${digits}` : digits;
  }
  return numberFormat().format(value);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The nouns `countOf` is called with that have a plural message in the catalogues: outside
 * English the whole "count noun" phrase comes from there ("회원 3명", "3 miembros").
 */
const COUNT_MESSAGES = new Map<string, MessageId>([
  ["day", "format.count.day"],
  ["dungeon", "format.count.dungeon"],
  ["item", "format.count.item"],
  ["member", "format.count.member"],
  ["monster", "format.count.monster"],
  ["quest", "format.count.quest"],
  ["rep", "format.count.rep"],
  ["task", "format.count.task"],
]);

/**
 * "1 member", "2 members", "1,204 reps": a count and its noun, in the number's grammar. Outside
 * English the noun's plural message is used (COUNT_MESSAGES); a noun without one keeps its
 * English word after a number written in the language. New screens write their own ICU plural
 * message instead (`{count, plural, one {# rep} other {# reps}}`).
 */
export function countOf(count: number, singular: string, pluralForm = `${singular}s`): string {
  const message = currentLanguage() === "en" ? undefined : COUNT_MESSAGES.get(singular);
  if (message) return t(message, { count });
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

const relativeFormat = perLanguage(
  // "auto": "yesterday", "지금", "昨日" where a language has a word for it.
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }),
);

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** How long ago, rounded the way the wording reads it: [amount, unit]; 0 seconds is "now". */
function elapsedAmount(elapsed: number): [number, Intl.RelativeTimeFormatUnit] {
  if (elapsed < 45 * SECOND) return [0, "second"];
  if (elapsed < 45 * MINUTE) return [Math.max(1, Math.round(elapsed / MINUTE)), "minute"];
  if (elapsed < DAY) return [Math.max(1, Math.round(elapsed / HOUR)), "hour"];
  if (elapsed < 30 * DAY) return [Math.round(elapsed / DAY), "day"];
  if (elapsed < 365 * DAY) return [Math.round(elapsed / (30 * DAY)), "month"];
  return [Math.round(elapsed / (365 * DAY)), "year"];
}

/**
 * "5 minutes ago" for a past moment in English (the spec's wording, with "just now" and "about"
 * for hours and years), Intl.RelativeTimeFormat in the other languages ("5 分前", "hace 5
 * minutos"); future moments read as now.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const [amount, unit] = elapsedAmount(Math.max(0, now - then));
  if (!writesEnglish(currentLanguage())) return relativeFormat().format(-amount, unit);
  if (amount === 0) return "just now";
  const about = unit === "hour" || unit === "year" ? "about " : "";
  return `${about}${plural(amount, unit)} ago`;
}

const dateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
);

/** "Nov 25, 2026, 9:41 AM" in English, "2026. 11. 25. 오전 9:41" in Korean: a moment, to the minute. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

/** The first letter of a hunter's name, for an avatar without a picture. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || "?";
}

type DurationParts = { hours?: number; minutes?: number; seconds?: number };
/** Intl.DurationFormat (Chromium 129+, not yet in TypeScript's lib nor in Node 20). */
type DurationFormatter = { format(duration: DurationParts): string };
type DurationFormatConstructor = new (
  locale: string,
  options: { style: "narrow" },
) => DurationFormatter;

const durationFormat = perLanguage((locale): DurationFormatter => {
  const DurationFormat = (Intl as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (DurationFormat) return new DurationFormat(locale, { style: "narrow" });
  // Without it: each unit as Intl.NumberFormat writes it ("3시간 12분", "3 h 12 min").
  const unit = (name: string) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "narrow" });
  const hour = unit("hour");
  const minute = unit("minute");
  const second = unit("second");
  return {
    format: ({ hours, minutes, seconds }) =>
      [
        hours === undefined ? "" : hour.format(hours),
        minutes === undefined ? "" : minute.format(minutes),
        seconds === undefined ? "" : second.format(seconds),
      ]
        .filter(Boolean)
        .join(" "),
  };
});

/**
 * Time left until a moment, as the dungeon cards show it (docs/game-rules/screens.md): "3h 12m"
 * from an hour, "4m 5s" under it, "42s" under a minute, and "Expired" at or past the moment.
 * Other languages write the units their way (Intl.DurationFormat, "3시간 12분").
 */
export function formatTimeLeft(msLeft: number): string {
  if (!(msLeft > 0)) return t("format.expired");
  const totalSeconds = Math.floor(msLeft / SECOND);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts: DurationParts =
    hours > 0 ? { hours, minutes } : minutes > 0 ? { minutes, seconds } : { seconds };
  if (!writesEnglish(currentLanguage())) return durationFormat().format(parts);
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

const percentFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }),
);

/** A fraction as a whole percentage: 0.15 → "15%" ("15 %" in Spanish). */
export function formatPercent(fraction: number): string {
  if (writesEnglish(currentLanguage())) return `${Math.round(fraction * 100)}%`;
  return percentFormat().format(fraction);
}

/** "a Fighter", "an Assassin": the article a noun takes by its first letter's sound (English only). */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}
