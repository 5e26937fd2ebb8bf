import { describe, expect, it } from "vitest";
import { datesOf, type PlannedBreak, restDayRefusal, timeAwayRefusal } from "./rest-days.ts";

const today = "2026-11-25"; // a Wednesday
const none: PlannedBreak[] = [];

describe("restDayRefusal", () => {
  it("accepts tomorrow and a day 60 days ahead", () => {
    expect(restDayRefusal("2026-11-26", today, none)).toBeNull();
    expect(restDayRefusal("2027-01-24", today, none)).toBeNull();
  });

  it("refuses today, the past and beyond 60 days", () => {
    expect(restDayRefusal(today, today, none)).toBe(
      "That day has already begun on your clock; plan a rest day before it starts.",
    );
    expect(restDayRefusal("2026-11-20", today, none)).toBe("That day is in the past.");
    expect(restDayRefusal("2027-01-25", today, none)).toBe("Plan at most 60 days ahead.");
  });

  it("allows one a week, Monday to Sunday", () => {
    const planned: PlannedBreak[] = [{ kind: "rest", from: "2026-11-27", to: "2026-11-27" }];
    expect(restDayRefusal("2026-11-29", today, planned)).toBe(
      "You already have a rest day in the week of 2026-11-29; one a week at most.",
    );
    expect(restDayRefusal("2026-11-30", today, planned)).toBeNull(); // the next Monday
  });

  it("refuses a day already in time away", () => {
    const planned: PlannedBreak[] = [{ kind: "away", from: "2026-12-01", to: "2026-12-05" }];
    expect(restDayRefusal("2026-12-03", today, planned)).toBe(
      "You are already away from 2026-12-01 to 2026-12-05.",
    );
  });
});

describe("timeAwayRefusal", () => {
  it("accepts 2 to 14 days", () => {
    expect(timeAwayRefusal("2026-11-26", "2026-11-27", today, none)).toBeNull();
    expect(timeAwayRefusal("2026-11-26", "2026-12-09", today, none)).toBeNull();
  });

  it("refuses 1 day, 15 days and a span backwards", () => {
    expect(timeAwayRefusal("2026-11-26", "2026-11-26", today, none)).toBe(
      "Time away lasts 2 to 14 days; this is 1.",
    );
    expect(timeAwayRefusal("2026-11-26", "2026-12-10", today, none)).toBe(
      "Time away lasts 2 to 14 days; this is 15.",
    );
    expect(timeAwayRefusal("2026-11-28", "2026-11-26", today, none)).toBe(
      "The last day comes before the first.",
    );
  });

  it("refuses a span whose first day has begun", () => {
    expect(timeAwayRefusal(today, "2026-11-28", today, none)).toMatch(/already begun/);
  });

  it("starts at least 30 days after (or before) another", () => {
    const planned: PlannedBreak[] = [{ kind: "away", from: "2026-12-01", to: "2026-12-03" }];
    expect(timeAwayRefusal("2026-12-30", "2026-12-31", today, planned)).toBe(
      "Time away is once a month: yours from 2026-12-01 starts less than 30 days from this one.",
    );
    expect(timeAwayRefusal("2026-12-31", "2027-01-01", today, planned)).toBeNull();
    expect(timeAwayRefusal("2026-11-26", "2026-11-27", today, planned)).toMatch(/once a month/);
  });

  it("refuses to cover a planned rest day", () => {
    const planned: PlannedBreak[] = [{ kind: "rest", from: "2026-11-28", to: "2026-11-28" }];
    expect(timeAwayRefusal("2026-11-27", "2026-11-29", today, planned)).toBe(
      "You already rest on 2026-11-28.",
    );
  });
});

describe("datesOf", () => {
  it("lists every day of a span across a month's end", () => {
    expect(datesOf({ from: "2026-11-29", to: "2026-12-02" })).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });
});
