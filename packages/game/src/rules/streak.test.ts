import { describe, expect, it } from "vitest";
import { localDateOf } from "./local-time.ts";
import { currentStreak } from "./streak.ts";

const days = (...dates: string[]) => new Set(dates);

describe("currentStreak", () => {
  it("counts consecutive completed days back from today", () => {
    const completed = days("2026-11-26", "2026-11-27", "2026-11-28");
    expect(currentStreak({ today: "2026-11-28", completed, kept: days() })).toBe(3);
  });

  it("does not break on today while today's daily is still to do", () => {
    const completed = days("2026-11-26", "2026-11-27");
    expect(currentStreak({ today: "2026-11-28", completed, kept: days() })).toBe(2);
  });

  it("ends at the first day missed", () => {
    const completed = days("2026-11-24", "2026-11-26", "2026-11-27");
    expect(currentStreak({ today: "2026-11-27", completed, kept: days() })).toBe(2);
    expect(currentStreak({ today: "2026-11-29", completed, kept: days() })).toBe(0);
  });

  it("holds across a rest day, which neither breaks nor adds", () => {
    const completed = days("2026-11-24", "2026-11-25", "2026-11-27");
    const kept = days("2026-11-26");
    expect(currentStreak({ today: "2026-11-27", completed, kept })).toBe(3);
    // Resting today (or yesterday) keeps the streak as it was.
    expect(
      currentStreak({ today: "2026-11-28", completed, kept: days("2026-11-26", "2026-11-28") }),
    ).toBe(3);
  });

  it("holds across a span of time away", () => {
    const completed = days("2026-11-10", "2026-11-20");
    const kept = days(...Array.from({ length: 9 }, (_, i) => `2026-11-1${i + 1}`));
    expect(currentStreak({ today: "2026-11-20", completed, kept })).toBe(2);
  });

  it("holds across a date the hunter jumped over at the date line", () => {
    // Pago Pago 23:30 on the 22nd is Kiritimati 00:30 on the 24th: the 23rd was never lived.
    const completed = days("2026-11-21", "2026-11-22", "2026-11-24");
    const kept = days("2026-11-23");
    expect(currentStreak({ today: "2026-11-24", completed, kept })).toBe(3);
    expect(currentStreak({ today: "2026-11-24", completed, kept: days() })).toBe(1);
  });

  it("reads the same instant as a different day in each zone", () => {
    const instant = new Date("2026-11-28T10:30:00Z");
    const completed = days("2026-11-27", "2026-11-28");
    // Kiritimati (UTC+14) is already on the 29th, undone: the streak is still 2.
    const east = localDateOf(instant, "Pacific/Kiritimati");
    expect(east).toBe("2026-11-29");
    expect(currentStreak({ today: east, completed, kept: days() })).toBe(2);
    // Pago Pago (UTC-11) is on the 27th: the 28th has not come there, the 27th alone counts.
    const west = localDateOf(instant, "Pacific/Pago_Pago");
    expect(west).toBe("2026-11-27");
    expect(currentStreak({ today: west, completed, kept: days() })).toBe(1);
    // Kathmandu (UTC+5:45) turns at 18:15 UTC: on the 28th still.
    expect(
      currentStreak({ today: localDateOf(instant, "Asia/Kathmandu"), completed, kept: days() }),
    ).toBe(2);
  });

  it("is 0 with nothing done, whatever is kept", () => {
    expect(
      currentStreak({ today: "2026-11-28", completed: days(), kept: days("2026-11-27") }),
    ).toBe(0);
  });
});
