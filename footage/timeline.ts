/**
 * What the figure does in each frame of a clip: a depth (0 at the top of the movement, 1 at
 * the bottom) or null for an empty room. Chromium's fake camera plays MJPEG at 30 frames a
 * second, over and over.
 */

const CLIP_FPS = 30;

export type Depth = number | null;

export interface ClipPlan {
  /** Full reps: from the top to depth 1 and back. */
  reps: number;
  /** Reps after the full ones that turn back at `shallowDepth`: the counter must refuse them. */
  shallowReps?: number;
  /** How deep a shallow rep goes; 2/3 unless said (each exercise's file says what angle). */
  shallowDepth?: number;
  /** At the top before the first rep, seconds (the model's first frames are slow). */
  leadSeconds: number;
  /** One rep, seconds: a quarter going down, a third held, a quarter coming up, the rest held. */
  repSeconds: number;
  /** The empty room after the last rep, seconds (the fake camera then starts over). */
  tailSeconds: number;
}

/**
 * On the way down and up, depths move in steps of a third: few distinct pictures to draw, and
 * each is held for several frames, as the model sees a real movement at 10 frames a second.
 */
const STEPS = 3;

export function clipDepths(plan: ClipPlan): Depth[] {
  const frames = (seconds: number) => Math.round(seconds * CLIP_FPS);
  const depths: Depth[] = [];
  const hold = (depth: Depth, seconds: number) => {
    for (let i = 0; i < frames(seconds); i += 1) depths.push(depth);
  };
  const move = (from: number, to: number, seconds: number) => {
    const count = frames(seconds);
    const [low, high] = from < to ? [from, to] : [to, from];
    for (let i = 1; i < count; i += 1) {
      const step = Math.round((from + ((to - from) * i) / count) * STEPS) / STEPS;
      // A step never goes past the end: a half rep never shows a deeper picture.
      depths.push(Math.min(high, Math.max(low, step)));
    }
    if (count > 0) depths.push(to);
  };
  const rep = (deepest: number) => {
    move(0, deepest, plan.repSeconds / 4);
    hold(deepest, plan.repSeconds / 3);
    move(deepest, 0, plan.repSeconds / 4);
    hold(0, plan.repSeconds - (plan.repSeconds / 4) * 2 - plan.repSeconds / 3);
  };
  hold(0, plan.leadSeconds);
  for (let i = 0; i < plan.reps; i += 1) rep(1);
  for (let i = 0; i < (plan.shallowReps ?? 0); i += 1) rep(plan.shallowDepth ?? 2 / 3);
  hold(null, plan.tailSeconds);
  return depths;
}
