import { describe, expect, it } from "vitest";
import {
  addDays,
  isoWeekKey,
  localDateOf,
  localWeekOf,
  nextLocalMidnight,
  skippedLocalDates,
  startOfLocalDate,
} from "./local-time.ts";

const at = (iso: string) => new Date(iso);

describe("localDateOf", () => {
  it("turns the day in Asia/Kathmandu (+05:45) at 18:15 UTC", () => {
    expect(localDateOf(at("2026-03-10T18:14:59.999Z"), "Asia/Kathmandu")).toBe("2026-03-10");
    expect(localDateOf(at("2026-03-10T18:15:00.000Z"), "Asia/Kathmandu")).toBe("2026-03-11");
  });

  it.each([
    ["UTC", "2026-06-01T23:59:59.999Z", "2026-06-01"],
    ["UTC", "2026-06-02T00:00:00.000Z", "2026-06-02"],
    ["America/New_York", "2026-06-02T03:59:59.999Z", "2026-06-01"],
    ["America/New_York", "2026-06-02T04:00:00.000Z", "2026-06-02"],
    ["Pacific/Kiritimati", "2026-06-01T10:00:00.000Z", "2026-06-02"],
    ["Pacific/Pago_Pago", "2026-06-02T10:59:59.999Z", "2026-06-01"],
    ["Asia/Kolkata", "2026-06-01T18:30:00.000Z", "2026-06-02"],
  ])("in %s at %s it is %s", (zone, instant, date) => {
    expect(localDateOf(at(instant), zone)).toBe(date);
  });
});

describe("nextLocalMidnight", () => {
  it("is 18:15 UTC in Kathmandu", () => {
    expect(nextLocalMidnight(at("2026-03-10T12:00:00Z"), "Asia/Kathmandu").toISOString()).toBe(
      "2026-03-10T18:15:00.000Z",
    );
  });

  it("lands on the right instant around New York's spring-forward (23-hour day)", () => {
    // 2026-03-08: clocks jump from 02:00 EST to 03:00 EDT.
    expect(nextLocalMidnight(at("2026-03-08T12:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-03-09T04:00:00.000Z",
    );
    expect(nextLocalMidnight(at("2026-03-07T12:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-03-08T05:00:00.000Z",
    );
  });

  it("lands on the right instant around London's fall-back (25-hour day)", () => {
    expect(nextLocalMidnight(at("2026-10-25T12:00:00Z"), "Europe/London").toISOString()).toBe(
      "2026-10-26T00:00:00.000Z",
    );
    expect(nextLocalMidnight(at("2026-10-24T12:00:00Z"), "Europe/London").toISOString()).toBe(
      "2026-10-24T23:00:00.000Z",
    );
  });

  it("starts a day that has no midnight at its first instant (Santiago jumps at 24:00)", () => {
    // Chile springs forward on 2026-09-06 at 00:00 -04 to 01:00 -03.
    const start = startOfLocalDate("2026-09-06", "America/Santiago");
    expect(start.toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(localDateOf(start.getTime() - 1, "America/Santiago")).toBe("2026-09-05");
  });

  it("is always after the instant and the start of the next local date", () => {
    for (const zone of ["Asia/Kathmandu", "America/New_York", "Australia/Lord_Howe", "UTC"]) {
      for (let h = 0; h < 48; h += 7) {
        const now = at("2026-04-04T00:00:00Z").getTime() + h * 3_600_000;
        const next = nextLocalMidnight(now, zone).getTime();
        expect(next).toBeGreaterThan(now);
        expect(localDateOf(next, zone)).toBe(addDays(localDateOf(now, zone), 1));
        expect(localDateOf(next - 1, zone)).toBe(localDateOf(now, zone));
      }
    }
  });
});

describe("local week", () => {
  it("uses ISO weeks starting on Monday", () => {
    expect(isoWeekKey("2026-01-01")).toBe("2026-W01");
    expect(isoWeekKey("2027-01-01")).toBe("2026-W53");
    expect(isoWeekKey("2024-12-30")).toBe("2025-W01");
    expect(isoWeekKey("2026-11-22")).toBe("2026-W47");
    expect(isoWeekKey("2026-11-23")).toBe("2026-W48");
  });

  it("turns at the hunter's Monday midnight", () => {
    const week = localWeekOf(at("2026-11-22T18:14:00Z"), "Asia/Kathmandu");
    expect(week.key).toBe("2026-W47");
    expect(week.endsAt.toISOString()).toBe("2026-11-22T18:15:00.000Z");
    expect(localWeekOf(at("2026-11-22T18:16:00Z"), "Asia/Kathmandu").key).toBe("2026-W48");
    expect(week.startsAt.toISOString()).toBe("2026-11-15T18:15:00.000Z");
  });

  it("spans a daylight-saving change", () => {
    const week = localWeekOf(at("2026-03-10T12:00:00Z"), "America/New_York");
    expect(week.startsAt.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    const before = localWeekOf(at("2026-03-05T12:00:00Z"), "America/New_York");
    expect(before.startsAt.toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(before.endsAt.toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });
});

describe("skippedLocalDates", () => {
  it("Pago Pago 23:30 to Kiritimati skips the whole date between", () => {
    const instant = at("2026-11-23T10:30:00Z"); // Pago Pago 23:30 on the 22nd
    expect(skippedLocalDates(instant, "Pacific/Pago_Pago", "Pacific/Kiritimati")).toEqual([
      "2026-11-23",
    ]);
  });

  it("skips nothing eastwards within a date or onto the next one, nor ever westwards", () => {
    const instant = at("2026-11-23T09:30:00Z"); // Pago Pago 22:30 on the 22nd, Kiritimati 23:30 on the 23rd
    expect(skippedLocalDates(instant, "Pacific/Pago_Pago", "Pacific/Kiritimati")).toEqual([]);
    expect(skippedLocalDates(instant, "Europe/Berlin", "Asia/Tokyo")).toEqual([]);
    const late = at("2026-11-23T10:30:00Z");
    expect(skippedLocalDates(late, "Pacific/Kiritimati", "Pacific/Pago_Pago")).toEqual([]);
    expect(skippedLocalDates(late, "UTC", "UTC")).toEqual([]);
  });
});
