import { describe, expect, it } from "vitest";
import {
  countOf,
  formatClock,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTimeLeft,
  initialOf,
  withArticle,
} from "./format.ts";

const now = Date.parse("2025-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("formatNumber", () => {
  it("writes every number as Intl.NumberFormat en-US does", () => {
    const intl = new Intl.NumberFormat("en-US");
    const values = [0, -0, 7, -7, 999, 1000, -1000, 12_345, 999_999, 1_000_000, -98_765_432];
    values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21, 1.5, -2.25, 1234.5678);
    values.push(0.0005, Number.NaN, Number.POSITIVE_INFINITY);
    for (const value of values) expect(formatNumber(value)).toBe(intl.format(value));
  });
});

describe("countOf", () => {
  it("says one thing in the singular and any other count in the plural", () => {
    expect(countOf(1, "member")).toBe("1 member");
    expect(countOf(0, "dungeon")).toBe("0 dungeons");
    expect(countOf(2, "quest")).toBe("2 quests");
    expect(countOf(1204, "rep")).toBe("1,204 reps");
    expect(countOf(3, "enemy", "enemies")).toBe("3 enemies");
  });
});

describe("formatRelativeTime", () => {
  it("uses everyday wording", () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe("just now");
    expect(formatRelativeTime(ago(60_000), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(2 * 3_600_000), now)).toBe("about 2 hours ago");
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe("3 days ago");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});

describe("initialOf", () => {
  it("takes the first letter, upper-cased", () => {
    expect(initialOf("  jinwoo")).toBe("J");
    expect(initialOf("")).toBe("?");
  });
});

describe("formatTimeLeft", () => {
  it("shows hours and minutes, minutes and seconds, or seconds, then 'Expired'", () => {
    expect(formatTimeLeft((5 * 3600 + 7 * 60 + 30) * 1000)).toBe("5h 7m");
    expect(formatTimeLeft(3600 * 1000)).toBe("1h 0m");
    expect(formatTimeLeft((59 * 60 + 59) * 1000)).toBe("59m 59s");
    expect(formatTimeLeft(60 * 1000)).toBe("1m 0s");
    expect(formatTimeLeft(42_900)).toBe("42s");
    expect(formatTimeLeft(999)).toBe("0s");
    expect(formatTimeLeft(0)).toBe("Expired");
    expect(formatTimeLeft(-5000)).toBe("Expired");
    expect(formatTimeLeft(Number.NaN)).toBe("Expired");
  });
});

describe("formatClock", () => {
  it("reads like a stopwatch", () => {
    expect(formatClock(1800)).toBe("30:00");
    expect(formatClock(301)).toBe("05:01");
    expect(formatClock(9)).toBe("00:09");
    expect(formatClock(-3)).toBe("00:00");
    expect(formatClock(3909)).toBe("1:05:09");
  });
});

describe("formatPercent", () => {
  it("turns a fraction into a whole percentage", () => {
    expect(formatPercent(0.15)).toBe("15%");
    expect(formatPercent(0.125)).toBe("13%");
    expect(formatPercent(1)).toBe("100%");
  });
});

describe("withArticle", () => {
  it("says an before a vowel and a before a consonant", () => {
    expect(["Assassin", "Fighter", "Mage", "Ranger"].map(withArticle)).toEqual([
      "an Assassin",
      "a Fighter",
      "a Mage",
      "a Ranger",
    ]);
  });
});
