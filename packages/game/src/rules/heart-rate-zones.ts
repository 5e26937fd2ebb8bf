/**
 * Heart-rate effort zones and the per-battle summary a browser sends (docs/decisions/022): the
 * bounds both sides hold, the zone of a rate, and the check that a summary holds together.
 * Shared by the web (which draws the zones) and the server (which refuses a summary that fails).
 * Nothing here reaches damage, XP or rank: the server cannot check a heartbeat. Reading the strap
 * itself is sensing: sensing/heart-rate-strap.ts.
 */

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
