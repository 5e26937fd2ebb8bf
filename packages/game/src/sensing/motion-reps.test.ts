import { describe, expect, it } from "vitest";
import {
  initialMotionReps,
  MOTION_RULE,
  type MotionSample,
  stepMotionReps,
} from "./motion-reps.ts";

/** A small seeded generator (mulberry32), so every run sees the same noise. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gaussian noise (Box-Muller) with standard deviation `sigma`. */
function gaussian(next: () => number, sigma: number): number {
  const u = Math.max(next(), 1e-12);
  return sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

interface SignalOptions {
  seconds: number;
  hz: number;
  /** Extra acceleration along gravity at time t (seconds), m/s². */
  motion: (t: number) => number;
  noise?: number;
  seed?: number;
  /** Random extra delay per sample, as a fraction of the interval (sensors are not punctual). */
  jitter?: number;
  /** Share of samples lost (a busy main thread drops DeviceMotion events). */
  drop?: number;
  /** The sensor's bias on the magnitude, m/s². */
  bias?: number;
  /** Tilt of the phone over time (radians), turning gravity between axes. */
  tilt?: (t: number) => number;
}

/** A phone's samples: gravity (plus bias) tilted by `tilt`, the motion along it, and noise. */
function signal(options: SignalOptions): MotionSample[] {
  const next = random(options.seed ?? 1);
  const noise = options.noise ?? 0;
  const samples: MotionSample[] = [];
  const interval = 1000 / options.hz;
  for (let i = 0; i * interval < options.seconds * 1000; i += 1) {
    if (options.drop && next() < options.drop) continue;
    const timeMs = i * interval + (options.jitter ? next() * options.jitter * interval : 0);
    const t = timeMs / 1000;
    const along = 9.81 + (options.bias ?? 0) + options.motion(t);
    const angle = options.tilt ? options.tilt(t) : Math.PI / 5;
    samples.push({
      timeMs,
      x: gaussian(next, noise),
      y: along * Math.sin(angle) + gaussian(next, noise),
      z: along * Math.cos(angle) + gaussian(next, noise),
    });
  }
  return samples;
}

function count(samples: readonly MotionSample[]): { count: number; peaks: number[] } {
  let state = initialMotionReps;
  const peaks: number[] = [];
  for (const sample of samples) {
    state = stepMotionReps(state, sample);
    if (state.counted) peaks.push(sample.timeMs);
  }
  return { count: state.count, peaks };
}

/**
 * Push-ups with the phone on the chest: still for `restS`, then `reps` cycles of `periodS`:
 * the second derivative of a smooth dip, lighter at the top, `peak` m/s² harder at the bottom.
 */
function pushups(reps: number, periodS: number, peak: number, restS = 2) {
  return (t: number) => {
    const s = t - restS;
    if (s < 0 || s > reps * periodS) return 0;
    return -peak * Math.cos((2 * Math.PI * s) / periodS);
  };
}

describe("stepMotionReps", () => {
  it("counts twelve push-ups at 1.8 s each in noisy 60 Hz samples", () => {
    const samples = signal({
      seconds: 28,
      hz: 60,
      motion: pushups(12, 1.8, 2.5),
      noise: 0.6,
      seed: 7,
    });
    expect(count(samples).count).toBe(12);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])("counts the same on other noise (seed %i)", (seed) => {
    const samples = signal({ seconds: 20, hz: 60, motion: pushups(8, 2, 2.5), noise: 0.6, seed });
    expect(count(samples).count).toBe(8);
  });

  it("counts at 20 Hz with late and lost samples and a biased sensor", () => {
    const samples = signal({
      seconds: 20,
      hz: 20,
      motion: pushups(8, 2, 2.5),
      noise: 0.5,
      jitter: 0.6,
      drop: 0.2,
      bias: -0.4,
      seed: 11,
    });
    expect(count(samples).count).toBe(8);
  });

  it("counts nothing from noise alone, nor from a biased sensor at rest", () => {
    expect(count(signal({ seconds: 60, hz: 60, motion: () => 0, noise: 0.6, seed: 3 })).count).toBe(
      0,
    );
    expect(count(signal({ seconds: 10, hz: 60, motion: () => 0, bias: 1.5 })).count).toBe(0);
  });

  it("counts nothing when the phone is only turned: the magnitude ignores orientation", () => {
    const samples = signal({
      seconds: 20,
      hz: 60,
      motion: () => 0,
      noise: 0.3,
      tilt: (t) => Math.sin(t * 2) * 1.4,
    });
    expect(count(samples).count).toBe(0);
  });

  it("counts one rep for a peak with a bounce inside the minimum gap", () => {
    // A hard push, then a second bump 300 ms later: the landing of the same rep.
    const bump = (t: number, at: number) => 3 * Math.exp(-(((t - at) / 0.08) ** 2));
    const motion = (t: number) => bump(t, 2) + bump(t, 2.3) + bump(t, 4) + bump(t, 4.3);
    const { count: reps, peaks } = count(signal({ seconds: 6, hz: 60, motion, noise: 0.2 }));
    expect(reps).toBe(2);
    expect(peaks[1] ?? 0).toBeGreaterThan(3900);
  });

  it("never counts two peaks closer than the minimum gap, however hard the shaking", () => {
    const motion = (t: number) => 6 * Math.sin(2 * Math.PI * 4 * t);
    const { peaks } = count(signal({ seconds: 10, hz: 100, motion, noise: 0.3 }));
    expect(peaks.length).toBeGreaterThan(0);
    for (let i = 1; i < peaks.length; i += 1) {
      expect((peaks[i] ?? 0) - (peaks[i - 1] ?? 0)).toBeGreaterThanOrEqual(MOTION_RULE.minGapMs);
    }
  });

  it("ignores a sample without numbers (some browsers send nulls before the sensor wakes)", () => {
    const state = stepMotionReps(initialMotionReps, { timeMs: 0, x: Number.NaN, y: 0, z: 0 });
    expect(state).toEqual({ ...initialMotionReps, counted: false });
  });
});
