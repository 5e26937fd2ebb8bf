import { describe, expect, it } from "vitest";
import { DUNGEON_TEMPLATES } from "../content/dungeons.ts";
import {
  addUtcDays,
  EXTRA_LIFETIME_MINUTES,
  GUARANTEED_LIFETIME_MINUTES,
  hashInt,
  hashString,
  hashUnit,
  liveSpawns,
  nextSpawnChangeAt,
  orderByHash,
  parseUtcDay,
  pickByHash,
  plannedSpawns,
  SPAWN_SLOTS,
  utcDay,
} from "./dungeon-spawns.ts";
import { matchLabel } from "./match.ts";
import { RANKS } from "./ranks.ts";

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** 400 consecutive days from 2025-01-01, crossing a leap-free year end. */
const DAYS = Array.from({ length: 400 }, (_, i) => addUtcDays("2025-01-01", i));

describe("hash helpers", () => {
  it("are stable and unsigned 32-bit", () => {
    expect(hashString("2025-06-01:E1")).toBe(hashString("2025-06-01:E1"));
    expect(hashString("2025-06-01:E1")).not.toBe(hashString("2025-06-01:E2"));
    for (const day of DAYS.slice(0, 50)) {
      const h = hashString(day);
      expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
    }
  });

  it("keep a known value, so a refactor cannot silently reshuffle live dungeons", () => {
    // FNV-1a 32 + murmur3 fmix32, checked against an independent Python implementation.
    expect(hashString("a")).toBe(444_641_715);
    expect(hashString("2025-06-01:E1")).toBe(2_368_645_538);
  });

  it("spread units over [0, 1) and integers over both ends of their range", () => {
    const units = DAYS.map((d) => hashUnit(d));
    expect(Math.min(...units)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...units)).toBeLessThan(1);
    expect(units.filter((u) => u < 0.5).length).toBeGreaterThan(150);
    expect(units.filter((u) => u < 0.5).length).toBeLessThan(250);
    const ints = DAYS.map((d) => hashInt(d, 6, 9));
    expect(new Set(ints)).toEqual(new Set([6, 7, 8, 9]));
  });

  it("pick and order deterministically", () => {
    const items = ["a", "b", "c", "d"];
    expect(pickByHash("seed", items)).toBe(pickByHash("seed", items));
    expect(items).toContain(pickByHash("seed", items));
    expect(() => pickByHash("seed", [])).toThrow(RangeError);
    const order = orderByHash("seed", items, (x) => x);
    expect(order).toEqual(orderByHash("seed", [...items].reverse(), (x) => x));
    expect([...order].sort()).toEqual(items);
  });
});

describe("UTC days", () => {
  it("parse strictly", () => {
    expect(parseUtcDay("2025-06-01")).toBe(Date.UTC(2025, 5, 1));
    for (const bad of ["2025-6-1", "2025-02-30", "2025-13-01", "tomorrow", "2025-06-01T00:00"]) {
      expect(() => parseUtcDay(bad), bad).toThrow(RangeError);
    }
    expect(parseUtcDay("2028-02-29")).toBe(Date.UTC(2028, 1, 29));
  });

  it("read the UTC day whatever the local time zone (tests run in Asia/Kathmandu)", () => {
    expect(utcDay(new Date("2025-06-01T23:59:59.999Z"))).toBe("2025-06-01");
    expect(utcDay(new Date("2025-06-01T20:00:00-05:00"))).toBe("2025-06-02");
    expect(addUtcDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addUtcDays("2025-03-01", -1)).toBe("2025-02-28");
  });
});

describe("plannedSpawns", () => {
  it("is the same plan every time it is asked", () => {
    expect(plannedSpawns("2025-06-01")).toEqual(plannedSpawns("2025-06-01"));
  });

  it("keys each spawn by day and slot, unique across days", () => {
    const plan = plannedSpawns("2025-06-01");
    expect(plan.map((s) => s.spawnKey)).toEqual(SPAWN_SLOTS.map((s) => `2025-06-01:${s.id}`));
    const keys = DAYS.slice(0, 30).flatMap((d) => plannedSpawns(d).map((s) => s.spawnKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("opens 3 guaranteed E and 2 guaranteed D gates at midnight UTC, living 24-30 hours", () => {
    for (const day of DAYS) {
      const plan = plannedSpawns(day);
      const guaranteed = plan.filter((_, i) => SPAWN_SLOTS[i]?.guaranteed);
      expect(guaranteed.map((s) => s.template.rank)).toEqual(["E", "E", "E", "D", "D"]);
      for (const s of guaranteed) {
        expect(s.spawnsAt.toISOString()).toBe(`${day}T00:00:00.000Z`);
        const life = (s.expiresAt.getTime() - s.spawnsAt.getTime()) / MINUTE;
        expect(life).toBeGreaterThanOrEqual(GUARANTEED_LIFETIME_MINUTES.min);
        expect(life).toBeLessThanOrEqual(GUARANTEED_LIFETIME_MINUTES.max);
      }
      // At least two of the E gates and one D gate are fights, for hunters without GPS.
      expect(guaranteed.filter((s) => s.template.type === "combat").length).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it("opens the other gates during the day, living 6-30 hours", () => {
    for (const day of DAYS) {
      const plan = plannedSpawns(day);
      const extras = plan.filter((_, i) => !SPAWN_SLOTS[i]?.guaranteed);
      for (const s of extras) {
        const offset = s.spawnsAt.getTime() - parseUtcDay(day);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThan(24 * HOUR);
        const life = (s.expiresAt.getTime() - s.spawnsAt.getTime()) / MINUTE;
        expect(life).toBeGreaterThanOrEqual(EXTRA_LIFETIME_MINUTES.min);
        expect(life).toBeLessThanOrEqual(EXTRA_LIFETIME_MINUTES.max);
      }
    }
  });

  it("never repeats a template on the same day, and opens every rank every day", () => {
    for (const day of DAYS) {
      const plan = plannedSpawns(day);
      expect(new Set(plan.map((s) => s.templateId)).size).toBe(plan.length);
      expect(new Set(plan.map((s) => s.template.rank))).toEqual(new Set(RANKS));
    }
  });

  it("staggers expiries and varies the dungeons from day to day", () => {
    const expiries = DAYS.flatMap((d) => plannedSpawns(d).map((s) => s.expiresAt.getUTCHours()));
    expect(new Set(expiries).size).toBe(24);
    const used = new Set(DAYS.flatMap((d) => plannedSpawns(d).map((s) => s.templateId)));
    expect(used).toEqual(new Set(DUNGEON_TEMPLATES.map((t) => t.id)));
    const firstE = new Set(DAYS.slice(0, 20).map((d) => plannedSpawns(d)[0]?.templateId));
    expect(firstE.size).toBeGreaterThan(1);
  });

  it("refuses a malformed day", () => {
    expect(() => plannedSpawns("2025-02-30")).toThrow(RangeError);
  });
});

describe("liveSpawns", () => {
  // Every 97 minutes for 400 days: the sampled times drift across every hour and minute band.
  it("always has 3 E and 2 D gates a new hunter (CP 60) can take on", () => {
    const start = parseUtcDay(DAYS[0] ?? "");
    const end = parseUtcDay(DAYS.at(-1) ?? "");
    for (let t = start; t < end; t += 97 * MINUTE) {
      const live = liveSpawns(new Date(t));
      const takeable = live.filter(
        (s) => matchLabel(60, s.template.recommendedCP) !== "Too Dangerous",
      );
      expect(takeable.filter((s) => s.template.rank === "E").length).toBeGreaterThanOrEqual(3);
      expect(takeable.filter((s) => s.template.rank === "D").length).toBeGreaterThanOrEqual(2);
    }
  }, 20_000);

  it("holds the guarantee at the edges of a day", () => {
    for (const day of DAYS.slice(0, 60)) {
      const midnight = parseUtcDay(day);
      for (const t of [midnight - 1, midnight, midnight + 1]) {
        const live = liveSpawns(new Date(t));
        expect(live.filter((s) => s.template.rank === "E").length).toBeGreaterThanOrEqual(3);
        expect(live.filter((s) => s.template.rank === "D").length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("only lists gates that are open, weakest rank first, then soonest to close", () => {
    const now = new Date("2025-06-01T13:17:00Z");
    const live = liveSpawns(now);
    for (const s of live) {
      expect(s.spawnsAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(s.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    }
    const order = live.map((s) => [RANKS.indexOf(s.template.rank), s.expiresAt.getTime()]);
    expect(order).toEqual(
      [...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
  });

  it("includes a gate opened two days ago that is still open", () => {
    const closesTwoDaysLater = (s: { spawnsAt: Date; expiresAt: Date }) =>
      utcDay(new Date(s.expiresAt.getTime() - 1)) === addUtcDays(utcDay(s.spawnsAt), 2);
    const late = DAYS.flatMap(plannedSpawns).find(closesTwoDaysLater);
    expect(late).toBeDefined();
    if (!late) return;
    const justBefore = new Date(late.expiresAt.getTime() - 1);
    expect(liveSpawns(justBefore).map((s) => s.spawnKey)).toContain(late.spawnKey);
    expect(liveSpawns(late.expiresAt).map((s) => s.spawnKey)).not.toContain(late.spawnKey);
  });
});

describe("nextSpawnChangeAt", () => {
  it("is the next instant the live list changes, and it does not change before", () => {
    let now = new Date("2025-06-01T00:00:00Z");
    const stop = new Date("2025-06-04T00:00:00Z").getTime();
    let changes = 0;
    while (now.getTime() < stop) {
      const next = nextSpawnChangeAt(now);
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      const keys = (at: number) =>
        liveSpawns(new Date(at))
          .map((s) => s.spawnKey)
          .sort();
      expect(keys(next.getTime() - 1)).toEqual(keys(now.getTime()));
      expect(keys(next.getTime())).not.toEqual(keys(now.getTime()));
      now = next;
      changes += 1;
    }
    expect(changes).toBeGreaterThan(30);
  });
});
