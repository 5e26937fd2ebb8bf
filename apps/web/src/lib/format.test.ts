import { describe, expect, it, vi } from "vitest";
import {
  countOf,
  formatClock,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTimeLeft,
  initialOf,
  withArticle,
} from "./format.ts";
import { activateLanguage } from "./i18n/i18n.ts";

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

describe("in the hunter's language", () => {
  it("writes a moment's date and time as the language does", async () => {
    const iso = "2026-11-28T10:00:00.000Z";
    expect(formatDateTime(iso)).toMatch(/^Nov 28, 2026/);
    await activateLanguage("ko");
    expect(formatDateTime(iso)).toMatch(/^2026\. 11\. 28\./);
    await activateLanguage("ja");
    expect(formatDateTime(iso)).toMatch(/^2026\/11\/28/);
  });

  it("groups digits as the language writes them", async () => {
    await activateLanguage("es");
    expect(formatNumber(1_234_567)).toBe("1.234.567");
    expect(formatNumber(1234.5)).toBe("1234,5");
    await activateLanguage("pt-BR");
    expect(formatNumber(1_234_567)).toBe("1.234.567");
    expect(formatNumber(-98_765.25)).toBe("-98.765,25");
    await activateLanguage("ko");
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    await activateLanguage("ja");
    expect(formatNumber(1_234_567)).toBe("1,234,567");
  });

  it("keeps English digits in the pseudo-locale", async () => {
    await activateLanguage("en-XA");
    expect(formatNumber(1204)).toBe("1,204");
    expect(formatNumber(1.5)).toBe("1.5");
  });

  it("builds no formatter for English whole numbers and one per language otherwise", async () => {
    const made = vi.spyOn(Intl, "NumberFormat");
    for (const value of [7, 1204, -98_765_432]) formatNumber(value);
    expect(made).not.toHaveBeenCalled();
    await activateLanguage("pt-BR");
    for (const value of [7, 1204, -98_765_432]) formatNumber(value);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("says a count and its noun in the language's grammar", async () => {
    await activateLanguage("ko");
    expect(countOf(3, "member")).toBe("멤버 3명");
    expect(countOf(1204, "rep")).toBe("1,204회");
    await activateLanguage("es");
    expect(countOf(1, "quest")).toBe("1 misión");
    expect(countOf(12_345, "rep")).toBe("12.345 repeticiones");
    // A noun with no message keeps its English word, after a Spanish number.
    expect(countOf(12_345, "potion")).toBe("12.345 potions");
    await activateLanguage("pt-BR");
    expect(countOf(1, "item")).toBe("1 item");
    expect(countOf(2, "item")).toBe("2 itens");
    await activateLanguage("ja");
    expect(countOf(5, "quest")).toBe("クエスト5件");
  });

  it("says how long ago in the language", async () => {
    await activateLanguage("ja");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("5 分前");
    expect(formatRelativeTime(ago(10_000), now)).toBe("今");
    await activateLanguage("es");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("hace 5 minutos");
    expect(formatRelativeTime(ago(86_400_000), now)).toBe("ayer");
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe("hace 3 días");
    await activateLanguage("pt-BR");
    expect(formatRelativeTime(ago(2 * 3_600_000), now)).toBe("há 2 horas");
    await activateLanguage("ko");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("5분 전");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });

  it("writes time left and percentages in the language", async () => {
    await activateLanguage("ko");
    expect(formatTimeLeft((3 * 3600 + 12 * 60) * 1000)).toBe("3시간 12분");
    expect(formatTimeLeft(42_900)).toBe("42초");
    expect(formatTimeLeft(0)).toBe("만료됨");
    expect(formatPercent(0.15)).toBe("15%");
    await activateLanguage("es");
    expect(formatTimeLeft(-1)).toBe("Caducado");
    expect(formatPercent(0.15)).toBe("15\u00a0%");
  });
});
