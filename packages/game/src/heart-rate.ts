/**
 * Heart rate from a Bluetooth strap (docs/decisions/022): the Heart Rate Measurement
 * characteristic (0x2A37) read byte by byte, the effort zones, and the per-battle summary.
 * Nothing here reaches damage, XP or rank: the server cannot check a heartbeat.
 */

/** Flag bits of the measurement's first byte (Bluetooth Heart Rate Service 1.0, 3.1.1). */
const VALUE_IS_16_BIT = 0x01;
const CONTACT_DETECTED = 0x02;
const CONTACT_SUPPORTED = 0x04;
const ENERGY_PRESENT = 0x08;
const RR_PRESENT = 0x10;

/** RR intervals are sent in 1/1024 s. */
const RR_UNITS_PER_SECOND = 1024;

export interface HeartRateMeasurement {
  bpm: number;
  /** null when the strap cannot tell (contact status not supported). */
  contact: boolean | null;
  /** Kilojoules since the strap's last reset, when sent. */
  energyKj: number | null;
  /** Seconds between beats, oldest first. */
  rrSeconds: number[];
}

/** Reads one notification of 0x2A37; throws on a value too short for what its flags announce. */
export function parseHeartRateMeasurement(bytes: Uint8Array): HeartRateMeasurement {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (offset: number, size: number) => {
    if (offset + size > view.byteLength) {
      throw new RangeError(`Heart rate measurement too short: ${view.byteLength} bytes`);
    }
  };
  need(0, 1);
  const flags = view.getUint8(0);
  let offset = 1;
  const wide = (flags & VALUE_IS_16_BIT) !== 0;
  need(offset, wide ? 2 : 1);
  const bpm = wide ? view.getUint16(offset, true) : view.getUint8(offset);
  offset += wide ? 2 : 1;
  let energyKj: number | null = null;
  if (flags & ENERGY_PRESENT) {
    need(offset, 2);
    energyKj = view.getUint16(offset, true);
    offset += 2;
  }
  const rrSeconds: number[] = [];
  if (flags & RR_PRESENT) {
    for (; offset + 2 <= view.byteLength; offset += 2) {
      rrSeconds.push(view.getUint16(offset, true) / RR_UNITS_PER_SECOND);
    }
  }
  const contact = flags & CONTACT_SUPPORTED ? (flags & CONTACT_DETECTED) !== 0 : null;
  return { bpm, contact, energyKj, rrSeconds };
}

/** Zones as shares of the maximum heart rate: the common five-zone model, below it "Rest". */
export const HEART_RATE_ZONES = [
  { name: "Rest", from: 0 },
  { name: "Warm-up", from: 0.5 },
  { name: "Easy", from: 0.6 },
  { name: "Aerobic", from: 0.7 },
  { name: "Threshold", from: 0.8 },
  { name: "Maximum", from: 0.9 },
] as const;
export const ZONE_COUNT = HEART_RATE_ZONES.length;

/** The bounds a hunter's age and maximum are held to, in the browser and on the server. */
export const AGE_RANGE = { min: 10, max: 100 } as const;
export const MAX_HEART_RATE_RANGE = { min: 100, max: 230 } as const;
/** What a strap can plausibly report: below or above it is a sensor fault, not a heart. */
export const BPM_RANGE = { min: 25, max: 250 } as const;

/** Tanaka, Monahan and Seals (2001): 208 - 0.7 x age, rounded (decision 022 says why). */
export function maxHeartRateFromAge(age: number): number {
  return Math.round(208 - 0.7 * age);
}

/** The zone index (0 = Rest .. 5 = Maximum) of `bpm` against the hunter's maximum. */
export function zoneOf(bpm: number, maxHeartRate: number): number {
  const share = bpm / maxHeartRate;
  let zone = 0;
  HEART_RATE_ZONES.forEach((z, i) => {
    if (share >= z.from) zone = i;
  });
  return zone;
}

export interface HeartRateSummary {
  averageBpm: number;
  maxBpm: number;
  /** The maximum heart rate the zones were measured against. */
  zoneMaxBpm: number;
  /** Whole seconds in each zone, Rest first. */
  zoneSeconds: number[];
}

/** The running record of one battle, kept in the browser; only its summary leaves the device. */
export interface HeartRateRecord {
  beatSeconds: number;
  weightedBpm: number;
  maxBpm: number;
  zoneSeconds: number[];
  last: { bpm: number; at: number } | null;
}

export function emptyHeartRateRecord(): HeartRateRecord {
  return { beatSeconds: 0, weightedBpm: 0, maxBpm: 0, zoneSeconds: [0, 0, 0, 0, 0, 0], last: null };
}

/**
 * A gap longer than this between two readings is contact lost or the strap gone: the time is
 * not credited to any zone (a strap notifies about once a second).
 */
const MAX_READING_GAP_MS = 5000;

/**
 * Adds a reading taken at `at` (ms): the time since the previous reading is credited to the
 * previous reading's zone. `bpm` null means no contact; it closes the current stretch.
 */
export function recordReading(
  record: HeartRateRecord,
  bpm: number | null,
  at: number,
  maxHeartRate: number,
): HeartRateRecord {
  const next = { ...record, zoneSeconds: [...record.zoneSeconds] };
  const last = record.last;
  if (last && at > last.at && at - last.at <= MAX_READING_GAP_MS) {
    const seconds = (at - last.at) / 1000;
    next.beatSeconds += seconds;
    next.weightedBpm += last.bpm * seconds;
    const zone = zoneOf(last.bpm, maxHeartRate);
    next.zoneSeconds[zone] = (next.zoneSeconds[zone] ?? 0) + seconds;
  }
  const usable = bpm !== null && bpm >= BPM_RANGE.min && bpm <= BPM_RANGE.max;
  if (usable) next.maxBpm = Math.max(next.maxBpm, bpm);
  next.last = usable ? { bpm, at } : null;
  return next;
}

/** The summary sent when the battle ends, or null when less than a second was measured. */
export function summarize(record: HeartRateRecord, maxHeartRate: number): HeartRateSummary | null {
  const zoneSeconds = record.zoneSeconds.map((s) => Math.round(s));
  if (zoneSeconds.reduce((a, b) => a + b, 0) < 1) return null;
  const averageBpm = Math.round(record.weightedBpm / record.beatSeconds);
  const summary = {
    averageBpm,
    maxBpm: Math.max(record.maxBpm, averageBpm),
    zoneMaxBpm: maxHeartRate,
    zoneSeconds,
  };
  // Rounding to whole seconds can drop a sliver of a zone; a summary that no longer holds
  // together would only be refused by the server.
  return summaryInconsistency(summary) ? null : summary;
}

/**
 * Why a summary cannot be true, or null when it holds together: bounded values, the average
 * not above the maximum, no time in a zone above the maximum's zone, and the average between
 * the lowest and the highest zone that has time. The server refuses a summary that fails.
 */
export function summaryInconsistency(summary: HeartRateSummary): string | null {
  const { averageBpm, maxBpm, zoneMaxBpm, zoneSeconds } = summary;
  if (averageBpm > maxBpm) return "The average heart rate cannot be above the maximum.";
  const total = zoneSeconds.reduce((a, b) => a + b, 0);
  if (total < 1) return "A heart-rate summary needs at least one second in a zone.";
  const top = zoneOf(maxBpm, zoneMaxBpm);
  if (zoneSeconds.some((s, zone) => s > 0 && zone > top)) {
    return "Time in a zone above the maximum heart rate's zone is not possible.";
  }
  const used = zoneSeconds.flatMap((s, zone) => (s > 0 ? [zone] : []));
  const averageZone = zoneOf(averageBpm, zoneMaxBpm);
  if (averageZone < Math.min(...used) || averageZone > Math.max(...used)) {
    return "The average heart rate lies outside the zones with time in them.";
  }
  return null;
}
