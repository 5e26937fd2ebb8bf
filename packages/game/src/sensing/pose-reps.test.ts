import { describe, expect, it } from "vitest";
import {
  initialPoseReps,
  jointAngle,
  type Keypoint,
  POSE_RULES,
  type PoseExercise,
  type PoseFrame,
  type PoseRepState,
  stepPoseReps,
} from "./pose-reps.ts";

/**
 * A side-on figure whose measured joint is bent to `angle` degrees: the middle joint at the
 * origin, the first segment pointing up, the second rotated by the angle. Other joints are
 * placed far away with the same score, so only the exercise's joints matter.
 */
function figure(exercise: PoseExercise, angle: number, score = 0.9, side = "left"): Keypoint[] {
  const [a, b, c] = POSE_RULES[exercise].joints;
  const radians = (angle * Math.PI) / 180;
  const other = side === "left" ? "right" : "left";
  return [
    { part: `${side}${a}`, x: 0, y: -100, score },
    { part: `${side}${b}`, x: 0, y: 0, score },
    { part: `${side}${c}`, x: 100 * Math.sin(radians), y: -100 * Math.cos(radians), score },
    // The far side, barely seen (as the hidden side of a side-on body usually is).
    { part: `${other}${a}`, x: 5, y: -100, score: 0.1 },
    { part: `${other}${b}`, x: 5, y: 0, score: 0.1 },
    { part: `${other}${c}`, x: 5, y: 100, score: 0.1 },
  ];
}

/** Feeds angles at a fixed frame interval and returns every state. */
function run(
  exercise: PoseExercise,
  angles: readonly (number | null)[],
  frameMs = 100,
  score = 0.9,
): PoseRepState[] {
  const states: PoseRepState[] = [];
  let state = initialPoseReps;
  angles.forEach((angle, i) => {
    const frame: PoseFrame = {
      timeMs: 1000 + i * frameMs,
      keypoints: angle === null ? [] : figure(exercise, angle, score),
    };
    state = stepPoseReps(state, frame, exercise);
    states.push(state);
  });
  return states;
}

const last = <T>(list: readonly T[]): T => {
  const item = list.at(-1);
  if (item === undefined) throw new Error("empty");
  return item;
};

/** One rep as a smooth cosine between two angles, sampled every frame. */
function cycle(top: number, bottom: number, frames: number): number[] {
  return Array.from({ length: frames }, (_, i) => {
    const phase = (i / frames) * 2 * Math.PI;
    return bottom + ((top - bottom) * (1 + Math.cos(phase))) / 2;
  });
}

describe("jointAngle", () => {
  it.each([
    [180, { x: 0, y: 100 }],
    [90, { x: 100, y: 0 }],
    [45, { x: 100, y: -100 }],
    [0, { x: 0, y: -50 }],
  ])("measures %i degrees", (expected, c) => {
    const a = { part: "a", x: 0, y: -100, score: 1 };
    const b = { part: "b", x: 0, y: 0, score: 1 };
    expect(jointAngle(a, b, { part: "c", ...c, score: 1 })).toBeCloseTo(expected, 6);
  });
});

describe("stepPoseReps", () => {
  it.each([
    ["pushups", 172, 80],
    ["squats", 175, 85],
    ["situps", 135, 55],
  ] as const)("counts %s: five smooth reps of 2 s each are five", (exercise, top, bottom) => {
    const angles = [
      top,
      top,
      ...Array.from({ length: 5 }, () => cycle(top, bottom, 20)).flat(),
      top,
    ];
    const states = run(exercise, angles);
    expect(last(states).count).toBe(5);
    expect(states.filter((s) => s.counted)).toHaveLength(5);
  });

  it("counts a rep when the hunter is back up, not at the bottom", () => {
    const states = run("pushups", [170, 120, 90, 120, 150, 165], 200);
    expect(states.map((s) => s.count)).toEqual([0, 0, 0, 0, 0, 1]);
    expect(states.map((s) => s.phase)).toEqual([
      "extended",
      "extended",
      "flexed",
      "flexed",
      "flexed",
      "extended",
    ]);
  });

  it("does not count jitter inside the hysteresis band", () => {
    // Wobbling between 101 and 154 never crosses either threshold.
    const wobble = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 101 : 154));
    expect(last(run("pushups", [170, ...wobble])).count).toBe(0);
  });

  it("does not count jitter around one threshold twice", () => {
    // Bottom reached, then the angle flickers around 100 before going back up: one rep.
    const states = run("pushups", [170, 130, 99, 101, 99, 102, 98, 130, 160], 150);
    expect(last(states).count).toBe(1);
  });

  it("waits for an extended start: getting into place flexed is not a rep", () => {
    const states = run("squats", [90, 90, 120, 170]);
    expect(last(states).count).toBe(0);
    expect(last(states).phase).toBe("extended");
  });

  it.each([
    ["pushups", 172, 80],
    ["squats", 175, 85],
    ["situps", 135, 55],
  ] as const)(
    "counts %s as fast as 0.6 s a rep, at 30 and at 10 frames a second",
    (exercise, top, bottom) => {
      for (const fps of [30, 10]) {
        const perRep = Math.round(0.6 * fps);
        const angles = [
          top,
          ...Array.from({ length: 5 }, () => cycle(top, bottom, perRep)).flat(),
          top,
        ];
        const states = run(exercise, angles, 1000 / fps);
        expect(last(states).count, `${fps} fps`).toBe(5);
        expect(states.some((s) => s.tooFast)).toBe(false);
      }
    },
  );

  it("ignores a cycle faster than the minimum time per rep", () => {
    // 170 -> 80 -> 170 in 3 frames of 100 ms is 200 ms: a twitch, not a push-up.
    const states = run("pushups", [170, 170, 170, 80, 170]);
    expect(last(states).count).toBe(0);
    expect(last(states).tooFast).toBe(true);
    // A rep at a human pace afterwards still counts.
    const after = run("pushups", [170, 80, 170, ...cycle(170, 80, 10), 170]);
    expect(last(after).count).toBe(1);
  });

  it("times a rep from its last extended frame, so a long rest before a twitch does not help", () => {
    const rest = Array.from({ length: 30 }, () => 170);
    expect(last(run("pushups", [...rest, 80, 170])).count).toBe(0);
  });

  it("does not end a rep on one frame read at the top in the middle of the bottom", () => {
    // A sitting-up figure read as lying flat for one frame (as the accuracy bench's noisy
    // sit-up clips show), then the real rep.
    const states = run("situps", [135, 110, 70, 68, 160, 70, 72, 100, 135, 135], 100);
    expect(states.map((s) => s.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
  });

  it("counts a rep seen going from the bottom straight to the top on the next frame still up", () => {
    // At 10 frames a second a quick rep can leave the bottom and reach the top between two
    // frames read; it counts once the top is seen twice, not a frame sooner.
    const states = run("situps", [135, 110, 70, 70, 135, 135, 135], 100);
    expect(states.map((s) => s.count)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    // A frame the body is not seen in between does not break it.
    expect(last(run("situps", [135, 110, 70, 70, 135, null, 135], 100)).count).toBe(1);
  });

  it("ignores joints under the minimum confidence and says what is missing", () => {
    const states = run("pushups", [170, 80, 170, 80, 170], 400, 0.15);
    expect(last(states).count).toBe(0);
    expect(last(states).inFrame).toBe(false);
    expect(last(states).missing).toEqual(["leftShoulder", "leftElbow", "leftWrist"]);
  });

  it("counts joints the model is unsure of but reports (scored 0.2 to 0.3, as in a dim room)", () => {
    const states = run("pushups", [170, 80, 130, 170, 80, 130, 170], 300, 0.22);
    expect(last(states).inFrame).toBe(true);
    expect(last(states).count).toBe(2);
  });

  it("keeps its place while the body is out of frame", () => {
    const states = run("squats", [175, 150, 90, null, null, 100, 150, 170], 200);
    expect(states[3]?.inFrame).toBe(false);
    expect(states[3]?.phase).toBe("flexed");
    expect(last(states).count).toBe(1);
  });

  it("reads the side the model is surer of", () => {
    let state = initialPoseReps;
    const frames = [170, 80, 130, 170].map((angle, i) => ({
      timeMs: i * 300,
      keypoints: figure("pushups", angle, 0.8, "right"),
    }));
    for (const frame of frames) state = stepPoseReps(state, frame, "pushups");
    expect(state.count).toBe(1);
  });

  it("needs the exercise's own joints: arms for push-ups are not legs for squats", () => {
    let state = initialPoseReps;
    for (const [i, angle] of [170, 80, 170].entries()) {
      state = stepPoseReps(
        state,
        { timeMs: i * 500, keypoints: figure("pushups", angle) },
        "squats",
      );
    }
    expect(state.count).toBe(0);
    expect(state.missing).toEqual(["leftHip", "leftKnee", "leftAnkle"]);
  });
});

describe("form cues", () => {
  it("refuses a shallow push-up and says go lower; a full one afterwards counts and clears it", () => {
    const shallow = run("pushups", [170, 150, 130, 125, 135, 150, 165], 200);
    expect(last(shallow).count).toBe(0);
    expect(last(shallow).cue).toBe("goLower");
    expect(shallow.filter((s) => s.shortRep)).toHaveLength(1);
    expect(last(shallow).shortReps).toBe(1);

    const thenFull = run("pushups", [170, 130, 165, 130, 90, 130, 170], 250);
    expect(thenFull.map((s) => s.cue)).toEqual([
      null,
      null,
      "goLower",
      "goLower",
      // Reaching the bottom puts the cue right at once, before the rep is finished.
      null,
      null,
      null,
    ]);
    expect(last(thenFull).count).toBe(1);
  });

  it("refuses a push-up not locked out at the top and says straighten your arms", () => {
    // Down, half way up (130), down again, then all the way up: one rep, one short.
    const states = run("pushups", [170, 120, 90, 110, 130, 110, 90, 130, 170], 250);
    expect(last(states).count).toBe(1);
    expect(states.map((s) => s.cue)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      "lockOut",
      "lockOut",
      // The rep that finally locks out counts and clears the cue.
      null,
    ]);
    expect(last(states).shortReps).toBe(1);
  });

  it("does not say straighten your arms when the arms came up to just under the line", () => {
    // The top read at 152° (a straight arm read a little low, the line is 155°), then down again.
    const states = run("pushups", [170, 120, 90, 130, 152, 130, 90, 130, 170], 250);
    expect(states.some((s) => s.cue !== null || s.shortRep)).toBe(false);
    // Not a rep: the counter's own line is unchanged, so the two dips count once.
    expect(last(states).count).toBe(1);
  });

  it.each([
    ["squats", 175, 135, "goLower"],
    ["situps", 130, 100, "goLower"],
  ] as const)("refuses a shallow %s with a cue", (exercise, top, bottom, cue) => {
    const states = run(exercise, [top, ...cycle(top, bottom, 20), top]);
    expect(last(states).count).toBe(0);
    expect(last(states).cue).toBe(cue);
  });

  it("raises no cue for jitter at the top or the bottom, or for full reps", () => {
    const top = Array.from({ length: 40 }, (_, i) => 165 + (i % 2 === 0 ? 8 : -8));
    const bottom = Array.from({ length: 40 }, (_, i) => 95 + (i % 2 === 0 ? 10 : -10));
    const states = run("pushups", [...top, ...bottom, 170, ...cycle(172, 80, 20), 172]);
    expect(states.some((s) => s.cue !== null || s.shortRep)).toBe(false);
    expect(last(states).count).toBe(2);
  });

  it("keeps a cue while the body is out of frame", () => {
    const states = run("squats", [175, 140, 170, null, null], 300);
    expect(last(states).inFrame).toBe(false);
    expect(last(states).cue).toBe("goLower");
    expect(last(states).shortRep).toBe(false);
  });
});
