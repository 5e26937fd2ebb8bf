/**
 * Movement dungeons: the browser sends Geolocation samples, the server sums the distance
 * between the samples it accepts, and the dungeon clears when the required distance is covered
 * in time. The rules reject what a person cannot do, not what a person might.
 */

/** Mean Earth radius (IUGG), in km; the haversine's sphere. */
export const EARTH_RADIUS_KM = 6371.0088;
/**
 * Fastest speed counted: a strong cyclist's sustained pace on flat ground. Running tops out far
 * below (a marathon record is about 21 km/h); anything faster is a car, a train or a GPS jump.
 */
export const MAX_HUMAN_SPEED_KMH = 40;
/**
 * A move shorter than this does not advance the anchor: a phone at rest drifts a few metres,
 * and summing that drift would clear a dungeon from the sofa. The server keeps the previous
 * anchor, so slow real movement still adds up once it passes 10 m.
 */
const MIN_SAMPLE_DISTANCE_KM = 0.01;
/** Samples whose reported accuracy radius is wider than this (metres) are too vague to count. */
const MAX_SAMPLE_ACCURACY_M = 50;
/** Movement time limit: 15 minutes per km (a brisk walk is 10–12), never under 30 minutes. */
const MOVEMENT_MINUTES_PER_KM = 15;
const MOVEMENT_MIN_TIME_LIMIT_SECONDS = 1800;

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface PositionSample extends GeoPoint {
  /** When the position was taken, in epoch milliseconds. */
  timestamp: number;
  /** The Geolocation accuracy radius in metres, when the browser reports one. */
  accuracy?: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine on a sphere of 6371.0088 km). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Speed in km/h of covering `distanceKm` in `elapsedMs`; Infinity when no time passed. */
export function speedKmh(distanceKm: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return distanceKm > 0 ? Number.POSITIVE_INFINITY : 0;
  return distanceKm / (elapsedMs / 3_600_000);
}

/** True up to and including 40 km/h. */
export function isHumanSpeed(kmh: number): boolean {
  return kmh <= MAX_HUMAN_SPEED_KMH;
}

function isValidPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lon) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lon) <= 180
  );
}

type SampleRejection = "invalid" | "inaccurate" | "not-after" | "too-fast" | "too-close";

export interface SampleVerdict {
  /** The sample's distance counts. */
  accepted: boolean;
  /** Kilometres to add to the run (0 unless accepted). */
  distanceKm: number;
  /** The sample to judge the next one against: store it in place of `prev`. */
  anchor: PositionSample | null;
  reason: SampleRejection | null;
}

/**
 * Judges `next` against the anchor (the last sample that moved the run, or null at the start).
 *
 * - invalid, inaccurate or not later than the anchor: ignored, the anchor stays.
 * - closer than 10 m: nothing added, the anchor stays, so slow movement still adds up.
 * - faster than 40 km/h: nothing added, but `next` becomes the anchor. Keeping the old anchor
 *   would let a hunter drive 30 km, wait until the average fell under 40 km/h, and be paid for
 *   the drive; re-anchoring drops the impossible segment and keeps counting from where they are.
 * - otherwise the distance is added and `next` becomes the anchor.
 */
export function acceptSample(prev: PositionSample | null, next: PositionSample): SampleVerdict {
  const ignore = (reason: SampleRejection): SampleVerdict => ({
    accepted: false,
    distanceKm: 0,
    anchor: prev,
    reason,
  });
  if (!isValidPoint(next) || !Number.isFinite(next.timestamp)) return ignore("invalid");
  if (next.accuracy !== undefined && !(next.accuracy <= MAX_SAMPLE_ACCURACY_M)) {
    return ignore("inaccurate");
  }
  if (prev === null) return { accepted: true, distanceKm: 0, anchor: next, reason: null };
  const elapsedMs = next.timestamp - prev.timestamp;
  if (elapsedMs <= 0) return ignore("not-after");
  const distanceKm = haversineKm(prev, next);
  if (!isHumanSpeed(speedKmh(distanceKm, elapsedMs))) {
    return { accepted: false, distanceKm: 0, anchor: next, reason: "too-fast" };
  }
  if (distanceKm < MIN_SAMPLE_DISTANCE_KM) return ignore("too-close");
  return { accepted: true, distanceKm, anchor: next, reason: null };
}

/** Seconds a hunter has to cover a movement dungeon's distance. */
export function movementTimeLimitSeconds(requiredDistanceKm: number): number {
  const byDistance = Math.ceil(requiredDistanceKm * MOVEMENT_MINUTES_PER_KM * 60);
  return Math.max(MOVEMENT_MIN_TIME_LIMIT_SECONDS, byDistance);
}

/** Cleared when the covered distance reaches the required one within the time limit. */
export function isMovementCleared(
  coveredKm: number,
  requiredKm: number,
  elapsedSeconds: number,
): boolean {
  return coveredKm >= requiredKm && elapsedSeconds <= movementTimeLimitSeconds(requiredKm);
}

/** Share of the distance covered, 0 to 100, for the progress bar. */
export function movementProgressPercent(coveredKm: number, requiredKm: number): number {
  if (requiredKm <= 0) return 100;
  return Math.min(100, Math.max(0, (coveredKm / requiredKm) * 100));
}

/** Seconds per km, or null before any distance is covered. */
export function paceSecondsPerKm(distanceKm: number, elapsedSeconds: number): number | null {
  if (distanceKm <= 0 || elapsedSeconds < 0) return null;
  return elapsedSeconds / distanceKm;
}

/** "5:07 /km"; "--:-- /km" when there is no pace yet. Rounded to the second. */
export function formatPace(secondsPerKm: number | null): string {
  if (secondsPerKm === null || !Number.isFinite(secondsPerKm)) return "--:-- /km";
  const total = Math.round(secondsPerKm);
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return `${minutes}:${seconds} /km`;
}

/**
 * "850 m" under one km, "1.25 km" from there. Rounded down, so the screen never shows a
 * distance the hunter has not yet covered; the tiny epsilon keeps 1.15 km from reading 1.14.
 */
export function formatDistance(km: number): string {
  const metres = Math.floor(Math.max(0, km) * 1000 + 1e-6);
  if (metres < 1000) return `${metres} m`;
  return `${(Math.floor(km * 100 + 1e-6) / 100).toFixed(2)} km`;
}
