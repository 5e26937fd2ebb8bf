/**
 * Reps counted from a phone's accelerometer (held, in a pocket or strapped to the chest). The
 * magnitude of the acceleration does not depend on how the phone is turned. A slow average of
 * it is gravity plus the sensor's bias; the rep is in what is left, smoothed against hand
 * tremor and sensor noise. Each rep makes one peak: counted when the signal rises over the high
 * threshold, re-armed only once it has fallen under the low one (hysteresis), and never twice
 * within the minimum gap.
 */

export interface MotionSample {
  /** When the sample was taken, in milliseconds on any monotonic clock. */
  timeMs: number;
  /** Acceleration including gravity, m/s² (DeviceMotionEvent.accelerationIncludingGravity). */
  x: number;
  y: number;
  z: number;
}

export interface MotionRule {
  /** Time constant of the smoothing filter, ms: shorter than a rep, longer than a tremor. */
  smoothMs: number;
  /** Time constant of the gravity baseline, ms: much longer than a rep. */
  baselineMs: number;
  /** A peak counts when the smoothed excess over gravity rises over this, m/s². */
  high: number;
  /** The counter re-arms once the excess falls under this, m/s². */
  low: number;
  /** Two counted peaks are at least this far apart, ms (no one does two push-ups a second). */
  minGapMs: number;
}

export const MOTION_RULE: MotionRule = {
  smoothMs: 120,
  baselineMs: 2000,
  high: 1.2,
  low: 0.4,
  minGapMs: 700,
};

export interface MotionRepState {
  count: number;
  smoothed: number | null;
  /** Gravity and the sensor's bias, as the slow average sees them; null before a sample. */
  baseline: number | null;
  /** Samples seen so far: the baseline is a plain mean of the first ones. */
  samples: number;
  /** The signal fell under the low threshold since the last counted peak. */
  armed: boolean;
  lastTimeMs: number | null;
  lastPeakMs: number | null;
  /** The last sample completed a rep. */
  counted: boolean;
}

export const initialMotionReps: MotionRepState = {
  count: 0,
  smoothed: null,
  baseline: null,
  samples: 0,
  armed: true,
  lastTimeMs: null,
  lastPeakMs: null,
  counted: false,
};

/** The weight of a new sample in an exponential average with time constant `tauMs`. */
function blend(dtMs: number, tauMs: number): number {
  return 1 - Math.exp(-Math.max(dtMs, 0) / tauMs);
}

/**
 * The counter's next state after one sample. Sensors deliver at 15 to 100 Hz and skip samples
 * under load, so the filters weigh each sample by the time since the last one.
 */
export function stepMotionReps(
  state: MotionRepState,
  sample: MotionSample,
  rule: MotionRule = MOTION_RULE,
): MotionRepState {
  const magnitude = Math.hypot(sample.x, sample.y, sample.z);
  if (!Number.isFinite(magnitude)) return { ...state, counted: false };
  const dt = state.lastTimeMs === null ? 0 : sample.timeMs - state.lastTimeMs;
  const smoothed =
    state.smoothed === null
      ? magnitude
      : state.smoothed + (magnitude - state.smoothed) * blend(dt, rule.smoothMs);
  // A plain mean of the first samples, then the slow average: starting at 9.81, or at one
  // noisy first reading, a biased sensor would look like a rep for its first seconds.
  const samples = state.samples + 1;
  const baseline =
    state.baseline === null
      ? smoothed
      : state.baseline +
        (smoothed - state.baseline) * Math.max(blend(dt, rule.baselineMs), 1 / samples);
  const excess = smoothed - baseline;
  const next: MotionRepState = {
    ...state,
    smoothed,
    baseline,
    samples,
    lastTimeMs: sample.timeMs,
    counted: false,
  };
  if (!state.armed) return excess < rule.low ? { ...next, armed: true } : next;
  if (excess <= rule.high) return next;
  const gapOk = state.lastPeakMs === null || sample.timeMs - state.lastPeakMs >= rule.minGapMs;
  if (!gapOk) return next;
  return {
    ...next,
    count: state.count + 1,
    armed: false,
    lastPeakMs: sample.timeMs,
    counted: true,
  };
}
