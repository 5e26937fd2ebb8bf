// The accuracy suite's clips: what happens in each, frame by frame, and how many reps it holds.
// The variations are a layer over any exercise's figure: a figure only draws a picture for a
// depth (0 at the top of a rep, 1 at a full rep's bottom); timing, pauses, partial depth, drift,
// mirroring, noise and light are decided here, the same way for every exercise. Seeded, so a
// run can be repeated exactly.

export const CLIP_FPS = 30;
/** Depths are drawn in steps of this: a finer step would only multiply the pictures drawn. */
const DEPTH_STEPS = 20;

type Variation =
  | "slow"
  | "fast"
  | "mixed tempo"
  | "pauses"
  | "partial reps"
  | "drift out of frame"
  | "mirrored"
  | "noise"
  | "low light"
  | "all at once";

/** Each exercise's clips cycle through these, so every variation is in every exercise's set. */
const VARIATIONS: readonly Variation[] = [
  "slow",
  "fast",
  "mixed tempo",
  "pauses",
  "partial reps",
  "drift out of frame",
  "mirrored",
  "noise",
  "low light",
  "all at once",
];

/** What is done to every picture of a clip after the figure drew it. */
export interface ClipEffects {
  mirrored: boolean;
  /** How far the figure drifts sideways at most, as a share of the frame's width (signed). */
  drift: number;
  /** Standard deviation of the Gaussian noise added to each channel, out of 255, fresh each frame. */
  noise: number;
  /** Multiplies every channel: 1 is the light the figure was drawn in. */
  brightness: number;
}

interface Movement {
  /** 1 is a full rep; under PARTIAL_MAX it is a partial rep, which must not count. */
  depth: number;
  downSeconds: number;
  bottomSeconds: number;
  upSeconds: number;
  topSeconds: number;
}

export interface Clip {
  name: string;
  variation: Variation;
  seed: number;
  /** Full reps in the clip: what a perfect counter says. */
  expected: number;
  partials: number;
  /** Per frame at CLIP_FPS: the depth drawn (index into `depths`) and the sideways shift. */
  frames: { picture: number; shift: number }[];
  /** The distinct depths the frames use, for the figure to draw. */
  depths: number[];
  effects: ClipEffects;
  /** The fastest rep in the clip, seconds from leaving the top to being back there. */
  fastestRepSeconds: number;
}

/** Mulberry32: small, fast and good enough to vary clips; the same seed gives the same suite. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The range of rep durations, seconds (down and up, pauses not included). */
const FASTEST = 0.6;
const SLOWEST = 3;
/** Partial reps reach between these shares of a full rep's depth: half squats, half push-ups. */
const PARTIAL_MIN = 0.3;
const PARTIAL_MAX = 0.55;

/**
 * How near the frame's edge a drift may take the joints an exercise is counted by, as a share
 * of the width: a joint on the edge has no body around it for the model to place it by.
 */
const EDGE_MARGIN = 0.05;

/**
 * Where the joints the exercise is counted by lie across a rep, as shares of the frame's width
 * (the leftmost and rightmost the model reads on the figure's pictures from top to bottom).
 */
export type JointSpan = readonly [number, number];

/**
 * The drift as drawn, cut short where it would carry the counted joints out of the picture.
 * "Partly out of frame" is the figure's feet, head or hands going, not the elbow of a push-up:
 * a rep whose joints the camera does not see cannot be counted by anyone, and the clip's known
 * count would be a lie. A side-on figure fills most of the frame, so a drift of 30% towards its
 * head took the push-up's arms, the squat's knees or the sit-up's knees out of the picture.
 */
function driftWithin(drift: number, span: JointSpan): number {
  const room = drift > 0 ? 1 - EDGE_MARGIN - span[1] : span[0] - EDGE_MARGIN;
  return Math.sign(drift) * Math.min(Math.abs(drift), Math.max(0, room));
}

function plan(
  variation: Variation,
  random: () => number,
  span: JointSpan,
): { moves: Movement[]; effects: ClipEffects } {
  const between = (low: number, high: number) => low + (high - low) * random();
  const all = variation === "all at once";
  const tempo = (): number => {
    if (variation === "slow") return between(2.2, SLOWEST);
    if (variation === "fast") return between(FASTEST, 1);
    if (variation === "mixed tempo" || all) return between(FASTEST, SLOWEST);
    return between(1.2, 2.2);
  };
  const pauses = variation === "pauses" || all;
  const fullReps = 3 + Math.floor(random() * 4);
  const partials = variation === "partial reps" ? 1 + Math.floor(random() * 3) : all ? 1 : 0;
  const depths = [...Array(fullReps).fill(1), ...Array(partials).fill(0)].map((depth) =>
    depth === 1 ? between(0.95, 1) : between(PARTIAL_MIN, PARTIAL_MAX),
  );
  // Partial reps fall anywhere but first: a set starts with a real rep in every clip.
  for (let i = depths.length - 1; i > 1; i -= 1) {
    const j = 1 + Math.floor(random() * i);
    [depths[i], depths[j]] = [depths[j] as number, depths[i] as number];
  }
  const moves = depths.map((depth) => {
    const seconds = tempo();
    const down = seconds * between(0.4, 0.6);
    return {
      depth,
      downSeconds: down,
      upSeconds: seconds - down,
      bottomSeconds: pauses ? between(0.3, 1.5) : between(0, 0.15),
      topSeconds: pauses ? between(0.5, 2) : between(0, 0.3),
    };
  });
  const effects: ClipEffects = {
    mirrored: variation === "mirrored" || (all && random() < 0.5),
    drift: driftWithin(
      (variation === "drift out of frame" ? between(0.15, 0.3) : all ? between(0.1, 0.2) : 0) *
        (random() < 0.5 ? -1 : 1),
      span,
    ),
    noise:
      variation === "noise"
        ? between(8, 20)
        : variation === "low light"
          ? between(3, 8)
          : all
            ? between(3, 10)
            : 0,
    brightness: variation === "low light" ? between(0.35, 0.6) : all ? between(0.5, 0.8) : 1,
  };
  return { moves, effects };
}

/** Eased, as a body speeds up and slows down: 0 to 1 over `share` from 0 to 1. */
const ease = (share: number) => (1 - Math.cos(Math.PI * share)) / 2;

/** One clip of `variation`, from `seed`. */
function makeClip(name: string, variation: Variation, seed: number, span: JointSpan): Clip {
  const random = seededRandom(seed);
  const { moves, effects } = plan(variation, random, span);
  const depthPerFrame: number[] = [];
  const hold = (depth: number, seconds: number) => {
    for (let i = 0; i < Math.round(seconds * CLIP_FPS); i += 1) depthPerFrame.push(depth);
  };
  const move = (from: number, to: number, seconds: number) => {
    const steps = Math.max(1, Math.round(seconds * CLIP_FPS));
    for (let i = 1; i <= steps; i += 1) depthPerFrame.push(from + (to - from) * ease(i / steps));
  };
  // At the top first: the counter starts counting only once it has seen the top.
  hold(0, 1);
  for (const m of moves) {
    move(0, m.depth, m.downSeconds);
    hold(m.depth, m.bottomSeconds);
    move(m.depth, 0, m.upSeconds);
    hold(0, m.topSeconds);
  }
  hold(0, 0.5);

  const depths: number[] = [];
  const frames = depthPerFrame.map((depth, i) => {
    const step = Math.round(depth * DEPTH_STEPS) / DEPTH_STEPS;
    let picture = depths.indexOf(step);
    if (picture < 0) picture = depths.push(step) - 1;
    // Out and back once over the clip, slowly, as a hunter shuffles sideways mid-set.
    const shift = effects.drift * Math.sin((Math.PI * i) / depthPerFrame.length);
    return { picture, shift };
  });
  const full = moves.filter((m) => m.depth > PARTIAL_MAX);
  return {
    name,
    variation,
    seed,
    expected: full.length,
    partials: moves.length - full.length,
    frames,
    depths,
    effects,
    fastestRepSeconds: Math.min(...moves.map((m) => m.downSeconds + m.upSeconds)),
  };
}

/**
 * `count` clips of an exercise whose counted joints lie across `span`, cycling through the
 * variations; seeds follow from `seed`.
 */
export function makeSuite(prefix: string, count: number, seed: number, span: JointSpan): Clip[] {
  return Array.from({ length: count }, (_, i) => {
    const variation = VARIATIONS[i % VARIATIONS.length] as Variation;
    return makeClip(`${prefix} #${i + 1}`, variation, seed * 1000 + i, span);
  });
}
