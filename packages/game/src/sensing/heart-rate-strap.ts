/**
 * Heart rate from a Bluetooth strap (docs/decisions/022), in the browser only: the Heart Rate
 * Measurement characteristic (0x2A37) read byte by byte, and the running record of one battle.
 * Only its summary leaves the device; its zones and its check are rules/heart-rate-zones.ts.
 */

import {
  BPM_RANGE,
  type HeartRateSummary,
  summaryInconsistency,
  zoneOf,
} from "../rules/heart-rate-zones.ts";

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
