import { describe, expect, it } from "vitest";
import { maxHeartRateFromAge, summaryInconsistency, zoneOf } from "./heart-rate-zones.ts";

describe("zones", () => {
  it("estimates the maximum by Tanaka: 208 - 0.7 x age", () => {
    expect(maxHeartRateFromAge(20)).toBe(194);
    expect(maxHeartRateFromAge(40)).toBe(180);
    expect(maxHeartRateFromAge(65)).toBe(163);
  });

  it("puts a rate in the zone of its share of the maximum", () => {
    expect(zoneOf(60, 200)).toBe(0);
    expect(zoneOf(100, 200)).toBe(1);
    expect(zoneOf(119, 200)).toBe(1);
    expect(zoneOf(120, 200)).toBe(2);
    expect(zoneOf(150, 200)).toBe(3);
    expect(zoneOf(170, 200)).toBe(4);
    expect(zoneOf(180, 200)).toBe(5);
    expect(zoneOf(230, 200)).toBe(5);
  });
});

describe("summaryInconsistency", () => {
  const good = {
    averageBpm: 140,
    maxBpm: 170,
    zoneMaxBpm: 190,
    zoneSeconds: [0, 0, 30, 60, 20, 0],
  };

  it("accepts a summary a real record makes", () => {
    expect(summaryInconsistency(good)).toBeNull();
  });

  it("refuses an average above the maximum", () => {
    expect(summaryInconsistency({ ...good, averageBpm: 171 })).toMatch(/average/);
  });

  it("refuses time in a zone the maximum never reached", () => {
    expect(summaryInconsistency({ ...good, zoneSeconds: [0, 0, 30, 60, 20, 5] })).toMatch(
      /above the maximum/,
    );
  });

  it("refuses an average outside the zones with time", () => {
    expect(summaryInconsistency({ ...good, zoneSeconds: [100, 0, 0, 0, 0, 0] })).toMatch(
      /outside the zones/,
    );
  });

  it("refuses a summary with no time at all", () => {
    expect(summaryInconsistency({ ...good, zoneSeconds: [0, 0, 0, 0, 0, 0] })).toMatch(/second/);
  });
});
