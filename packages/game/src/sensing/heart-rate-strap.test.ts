import { describe, expect, it } from "vitest";
import {
  emptyHeartRateRecord,
  parseHeartRateMeasurement,
  recordReading,
  summarize,
} from "./heart-rate-strap.ts";

/** A 0x2A37 value laid out as the Heart Rate Service spec says: flags, then little-endian fields. */
function measurement(opts: {
  bpm: number;
  wide?: boolean;
  contact?: "unsupported" | "detected" | "lost";
  energyKj?: number;
  rr1024?: number[];
}): Uint8Array {
  const bytes: number[] = [];
  let flags = 0;
  if (opts.wide) flags |= 0x01;
  if (opts.contact === "detected") flags |= 0x06;
  if (opts.contact === "lost") flags |= 0x04;
  if (opts.energyKj !== undefined) flags |= 0x08;
  if (opts.rr1024) flags |= 0x10;
  bytes.push(flags);
  if (opts.wide) bytes.push(opts.bpm & 0xff, opts.bpm >> 8);
  else bytes.push(opts.bpm);
  if (opts.energyKj !== undefined) bytes.push(opts.energyKj & 0xff, opts.energyKj >> 8);
  for (const rr of opts.rr1024 ?? []) bytes.push(rr & 0xff, rr >> 8);
  return Uint8Array.from(bytes);
}

describe("parseHeartRateMeasurement", () => {
  it("reads an 8-bit value with no contact feature", () => {
    expect(parseHeartRateMeasurement(Uint8Array.of(0x00, 72))).toEqual({
      bpm: 72,
      contact: null,
      energyKj: null,
      rrSeconds: [],
    });
  });

  it("reads a 16-bit value little-endian (a rate above 255 would not fit a byte)", () => {
    const parsed = parseHeartRateMeasurement(measurement({ bpm: 0x0134, wide: true }));
    expect(parsed.bpm).toBe(308);
    // 0x01 0x34 0x01: the low byte comes first.
    expect(parseHeartRateMeasurement(Uint8Array.of(0x01, 0x96, 0x00)).bpm).toBe(150);
  });

  it("tells contact detected, contact lost and contact not supported apart", () => {
    expect(parseHeartRateMeasurement(measurement({ bpm: 90, contact: "detected" })).contact).toBe(
      true,
    );
    expect(parseHeartRateMeasurement(measurement({ bpm: 0, contact: "lost" })).contact).toBe(false);
    // Bit 1 alone (detected without supported) means nothing by the spec.
    expect(parseHeartRateMeasurement(Uint8Array.of(0x02, 80)).contact).toBeNull();
  });

  it("reads energy expended and skips it before the RR intervals", () => {
    const parsed = parseHeartRateMeasurement(
      measurement({ bpm: 130, contact: "detected", energyKj: 0x0203, rr1024: [512, 1024] }),
    );
    expect(parsed).toEqual({ bpm: 130, contact: true, energyKj: 515, rrSeconds: [0.5, 1] });
  });

  it("reads RR intervals in 1/1024 s after a 16-bit value", () => {
    const parsed = parseHeartRateMeasurement(
      measurement({ bpm: 75, wide: true, rr1024: [819, 840, 2048] }),
    );
    expect(parsed.bpm).toBe(75);
    expect(parsed.rrSeconds).toEqual([819 / 1024, 840 / 1024, 2]);
    expect(parsed.energyKj).toBeNull();
  });

  it("refuses a value shorter than its flags announce", () => {
    expect(() => parseHeartRateMeasurement(Uint8Array.of())).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(Uint8Array.of(0x01, 0x50))).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(Uint8Array.of(0x08, 0x50, 0x01))).toThrow(RangeError);
  });

  it("reads a view into a larger buffer from its own offset", () => {
    const buffer = Uint8Array.of(0xff, 0xff, 0x00, 99, 0xff);
    expect(parseHeartRateMeasurement(buffer.subarray(2, 4)).bpm).toBe(99);
  });
});

describe("a battle's record and its summary", () => {
  it("credits each second to the zone of the reading that began it", () => {
    let r = emptyHeartRateRecord();
    r = recordReading(r, 100, 0, 200); // Warm-up
    r = recordReading(r, 100, 4_000, 200);
    r = recordReading(r, 150, 8_000, 200); // 8 s Warm-up, then Aerobic
    r = recordReading(r, 182, 12_000, 200); // 4 s Aerobic, then Maximum
    r = recordReading(r, 182, 14_000, 200); // 2 s Maximum
    expect(summarize(r, 200)).toEqual({
      averageBpm: Math.round((100 * 8 + 150 * 4 + 182 * 2) / 14),
      maxBpm: 182,
      zoneMaxBpm: 200,
      zoneSeconds: [0, 8, 0, 4, 0, 2],
    });
  });

  it("credits nothing across lost contact or a long silence", () => {
    let r = emptyHeartRateRecord();
    r = recordReading(r, 120, 0, 200);
    r = recordReading(r, null, 1_000, 200); // contact lost: 1 s credited, then nothing
    r = recordReading(r, 120, 30_000, 200);
    r = recordReading(r, 120, 40_000, 200); // 10 s after a silence longer than the gap
    r = recordReading(r, 120, 42_000, 200); // 2 s
    expect(summarize(r, 200)?.zoneSeconds).toEqual([0, 0, 3, 0, 0, 0]);
  });

  it("ignores readings no heart makes", () => {
    let r = emptyHeartRateRecord();
    r = recordReading(r, 0, 0, 200);
    r = recordReading(r, 300, 1_000, 200);
    expect(summarize(r, 200)).toBeNull();
  });

  it("has no summary before a second is measured", () => {
    expect(summarize(recordReading(emptyHeartRateRecord(), 90, 0, 190), 190)).toBeNull();
  });
});
