import { describe, expect, it } from "vitest";
import {
  acceptSample,
  EARTH_RADIUS_KM,
  formatDistance,
  formatPace,
  haversineKm,
  isHumanSpeed,
  isMovementCleared,
  MAX_HUMAN_SPEED_KMH,
  movementProgressPercent,
  movementTimeLimitSeconds,
  type PositionSample,
  paceSecondsPerKm,
  speedKmh,
} from "./movement.ts";

const paris = { lat: 48.8566, lon: 2.3522 };
const london = { lat: 51.5074, lon: -0.1278 };
/** Degrees of latitude per km on the haversine's sphere. */
const degPerKm = 360 / (2 * Math.PI * EARTH_RADIUS_KM);
const start: PositionSample = { lat: 45, lon: 7, timestamp: Date.UTC(2025, 5, 1, 7, 0) };
/** A sample `km` due north of `start`, `seconds` later. */
const north = (km: number, seconds: number, extra: Partial<PositionSample> = {}) => ({
  lat: start.lat + km * degPerKm,
  lon: start.lon,
  timestamp: start.timestamp + seconds * 1000,
  ...extra,
});

describe("haversineKm", () => {
  it("measures Paris to London as about 343.5 km", () => {
    expect(haversineKm(paris, london)).toBeGreaterThan(343);
    expect(haversineKm(paris, london)).toBeLessThan(344);
  });

  it("measures one degree of latitude as 111.195 km", () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 3);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 3);
  });

  it("is 0 for one point, symmetric, and half the circumference for antipodes", () => {
    expect(haversineKm(paris, paris)).toBe(0);
    expect(haversineKm(london, paris)).toBeCloseTo(haversineKm(paris, london), 9);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
  });
});

describe("speed", () => {
  it("converts km and ms to km/h", () => {
    expect(speedKmh(10, 3_600_000)).toBe(10);
    expect(speedKmh(1, 90_000)).toBe(40);
    expect(speedKmh(0, 0)).toBe(0);
    expect(speedKmh(0.5, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it("counts up to and including 40 km/h as human", () => {
    expect(MAX_HUMAN_SPEED_KMH).toBe(40);
    expect(isHumanSpeed(40)).toBe(true);
    expect(isHumanSpeed(40.000_001)).toBe(false);
    expect(isHumanSpeed(12)).toBe(true);
  });
});

describe("acceptSample", () => {
  it("anchors the first sample with no distance", () => {
    expect(acceptSample(null, start)).toEqual({
      accepted: true,
      distanceKm: 0,
      anchor: start,
      reason: null,
    });
  });

  it("adds the distance of a jog and moves the anchor", () => {
    const next = north(0.1, 36); // 100 m in 36 s = 10 km/h
    const verdict = acceptSample(start, next);
    expect(verdict.accepted).toBe(true);
    expect(verdict.distanceKm).toBeCloseTo(0.1, 6);
    expect(verdict.anchor).toBe(next);
  });

  it("accepts a cyclist just under 40 km/h and refuses just over", () => {
    // 1 km in 90 s is 40 km/h; 1 % either side
    expect(acceptSample(start, north(0.99, 90)).accepted).toBe(true);
    expect(acceptSample(start, north(1.01, 90))).toMatchObject({
      accepted: false,
      reason: "too-fast",
    });
  });

  it("re-anchors after an impossible jump, so waiting afterwards pays nothing", () => {
    const car = north(30, 20 * 60); // 30 km in 20 minutes
    const jump = acceptSample(start, car);
    expect(jump).toEqual({ accepted: false, distanceKm: 0, anchor: car, reason: "too-fast" });
    // 25 minutes later, standing still: nothing is added.
    const later = { ...car, timestamp: car.timestamp + 25 * 60_000 };
    expect(acceptSample(jump.anchor, later)).toMatchObject({
      accepted: false,
      reason: "too-close",
    });
  });

  it("ignores a timestamp that does not move forward and keeps the anchor", () => {
    const back = { ...north(0.1, 0), timestamp: start.timestamp - 1 };
    expect(acceptSample(start, back)).toEqual({
      accepted: false,
      distanceKm: 0,
      anchor: start,
      reason: "not-after",
    });
    expect(acceptSample(start, north(0.1, 0)).reason).toBe("not-after");
  });

  it("does not count drift under 10 m, but counts 10 m and more", () => {
    expect(acceptSample(start, north(0.009, 60))).toMatchObject({
      accepted: false,
      anchor: start,
      reason: "too-close",
    });
    expect(acceptSample(start, north(0.0101, 60)).accepted).toBe(true);
  });

  it("refuses vague or impossible positions", () => {
    expect(acceptSample(start, north(0.1, 60, { accuracy: 50 })).accepted).toBe(true);
    expect(acceptSample(start, north(0.1, 60, { accuracy: 50.1 })).reason).toBe("inaccurate");
    expect(acceptSample(start, north(0.1, 60, { accuracy: Number.NaN })).reason).toBe("inaccurate");
    expect(acceptSample(start, { ...start, lat: 91 }).reason).toBe("invalid");
    expect(acceptSample(start, { ...start, lon: -180.5 }).reason).toBe("invalid");
    expect(acceptSample(null, { ...start, timestamp: Number.NaN }).reason).toBe("invalid");
  });

  it("sums a realistic 1 km walk with GPS noise to about 1 km", () => {
    let anchor: PositionSample | null = null;
    let total = 0;
    for (let second = 0; second <= 720; second += 5) {
      const jitter = ((second * 7919) % 11) / 1_000_000 - 0.000_005; // about ±0.5 m
      const sample = north(second / 720, second, { lon: start.lon + jitter });
      const verdict = acceptSample(anchor, sample);
      total += verdict.distanceKm;
      anchor = verdict.anchor;
    }
    expect(total).toBeGreaterThan(0.98);
    expect(total).toBeLessThan(1.01);
  });
});

describe("movement time limit and clearing", () => {
  it("allows 15 minutes per km, at least 30 minutes", () => {
    expect(movementTimeLimitSeconds(1)).toBe(1800);
    expect(movementTimeLimitSeconds(2)).toBe(1800);
    expect(movementTimeLimitSeconds(2.5)).toBe(2250);
    expect(movementTimeLimitSeconds(21.1)).toBe(18_990);
  });

  it("clears when the distance is reached within the limit", () => {
    expect(isMovementCleared(1, 1, 1800)).toBe(true);
    expect(isMovementCleared(0.999, 1, 600)).toBe(false);
    expect(isMovementCleared(1.2, 1, 1801)).toBe(false);
  });

  it("reports progress from 0 to 100", () => {
    expect(movementProgressPercent(0.5, 2)).toBe(25);
    expect(movementProgressPercent(3, 2)).toBe(100);
    expect(movementProgressPercent(-1, 2)).toBe(0);
    expect(movementProgressPercent(0, 0)).toBe(100);
  });
});

describe("pace and distance formatting", () => {
  it("computes seconds per km, or null before any distance", () => {
    expect(paceSecondsPerKm(5, 1500)).toBe(300);
    expect(paceSecondsPerKm(0, 120)).toBeNull();
  });

  it.each([
    [300, "5:00 /km"],
    [307.4, "5:07 /km"],
    [359.6, "6:00 /km"],
    [59, "0:59 /km"],
    [3725, "62:05 /km"],
    [null, "--:-- /km"],
    [Number.POSITIVE_INFINITY, "--:-- /km"],
  ])("formats %s s/km as %s", (pace, text) => {
    expect(formatPace(pace)).toBe(text);
  });

  it.each([
    [0, "0 m"],
    [0.8506, "850 m"],
    [0.9999, "999 m"],
    [1, "1.00 km"],
    [1.256, "1.25 km"],
    [1.15, "1.15 km"],
    [0.57, "570 m"],
    [21.1, "21.10 km"],
  ])("formats %s km as %s", (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
