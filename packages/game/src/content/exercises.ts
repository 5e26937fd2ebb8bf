import { FORM_CUE_TEXT } from "./form-cues.ts";

/** Every exercise the game names: the daily quest's, the battle's rep counters', the assessment's. */
export const EXERCISE_IDS = ["pushups", "squats", "situps", "plank", "running"] as const;
export type ExerciseId = (typeof EXERCISE_IDS)[number];

/**
 * One pose of the demonstration figure, seen from the side: joint positions in a 100 x 60 box,
 * y down. The guide moves the figure between `from` and `to` (the two ends of one rep).
 */
interface FigurePose {
  head: [number, number];
  shoulder: [number, number];
  elbow: [number, number];
  hand: [number, number];
  hip: [number, number];
  knee: [number, number];
  foot: [number, number];
}

export interface ExerciseGuide {
  id: ExerciseId;
  name: string;
  /** How it is counted in the game. */
  unit: "reps" | "seconds" | "km";
  steps: string[];
  /** What the camera counter says when a rep falls short (empty where nothing counts reps). */
  formCues: string[];
  muscles: string[];
  easier: { name: string; how: string };
  harder: { name: string; how: string };
  demonstration: { from: FigurePose; to: FigurePose; seconds: number };
}

const cuesOf = (exercise: keyof typeof FORM_CUE_TEXT) => {
  const { goLower, lockOut } = FORM_CUE_TEXT[exercise];
  return [goLower, lockOut];
};

/** The guide's text and figures; the form cues are the counter's own words. */
export const EXERCISE_GUIDES: readonly ExerciseGuide[] = [
  {
    id: "pushups",
    name: "Push-ups",
    unit: "reps",
    steps: [
      "Hands on the floor a little wider than your shoulders, legs straight behind you.",
      "Keep a straight line from head to heels and tighten your stomach.",
      "Bend your elbows until your chest is a fist's height from the floor.",
      "Push back up until your arms are straight. That is one rep.",
    ],
    formCues: cuesOf("pushups"),
    muscles: ["Chest", "Shoulders", "Triceps", "Core"],
    easier: { name: "Knee push-ups", how: "Keep your knees on the floor; the rest is the same." },
    harder: { name: "Decline push-ups", how: "Put your feet on a step or a chair." },
    demonstration: {
      from: {
        head: [24, 17],
        shoulder: [30, 22],
        elbow: [30, 33],
        hand: [30, 44],
        hip: [58, 29],
        knee: [74, 35],
        foot: [90, 42],
      },
      to: {
        head: [22, 31],
        shoulder: [30, 35],
        elbow: [40, 38],
        hand: [30, 44],
        hip: [58, 37],
        knee: [74, 40],
        foot: [90, 43],
      },
      seconds: 2,
    },
  },
  {
    id: "squats",
    name: "Squats",
    unit: "reps",
    steps: [
      "Stand with your feet shoulder-width apart, toes turned out a little.",
      "Push your hips back and bend your knees as if sitting on a chair; keep your heels down.",
      "Go down until your thighs are level with the floor, chest up.",
      "Stand all the way up. That is one rep.",
    ],
    formCues: cuesOf("squats"),
    muscles: ["Thighs", "Glutes", "Core"],
    easier: { name: "Chair squats", how: "Sit down to a chair and stand up again." },
    harder: { name: "Jump squats", how: "Jump from the bottom of each squat." },
    demonstration: {
      from: {
        head: [50, 6],
        shoulder: [50, 13],
        elbow: [56, 22],
        hand: [60, 28],
        hip: [50, 31],
        knee: [52, 43],
        foot: [50, 56],
      },
      to: {
        head: [56, 20],
        shoulder: [52, 26],
        elbow: [62, 30],
        hand: [70, 30],
        hip: [38, 40],
        knee: [58, 43],
        foot: [50, 56],
      },
      seconds: 2.4,
    },
  },
  {
    id: "situps",
    name: "Sit-ups",
    unit: "reps",
    steps: [
      "Lie on your back, knees bent, feet flat on the floor.",
      "Cross your arms on your chest.",
      "Curl up until your chest is close to your thighs.",
      "Lie all the way back down. That is one rep.",
    ],
    formCues: cuesOf("situps"),
    muscles: ["Abdominals", "Hip flexors"],
    easier: { name: "Crunches", how: "Lift only your shoulders off the floor." },
    harder: { name: "Weighted sit-ups", how: "Hold a weight or a full bottle on your chest." },
    demonstration: {
      from: {
        head: [14, 48],
        shoulder: [22, 50],
        elbow: [28, 46],
        hand: [26, 48],
        hip: [46, 52],
        knee: [60, 38],
        foot: [74, 54],
      },
      to: {
        head: [46, 20],
        shoulder: [44, 28],
        elbow: [50, 34],
        hand: [48, 30],
        hip: [46, 52],
        knee: [60, 38],
        foot: [74, 54],
      },
      seconds: 2.4,
    },
  },
  {
    id: "plank",
    name: "Plank",
    unit: "seconds",
    steps: [
      "Forearms on the floor, elbows under your shoulders.",
      "Legs straight behind you, on your toes.",
      "Hold a straight line from head to heels; do not let your hips sag or rise.",
      "Breathe steadily and hold for the time asked.",
    ],
    formCues: [],
    muscles: ["Core", "Shoulders", "Glutes"],
    easier: { name: "Knee plank", how: "Rest your knees on the floor." },
    harder: { name: "Side plank", how: "On one forearm, body turned to the side." },
    demonstration: {
      from: {
        head: [22, 34],
        shoulder: [28, 38],
        elbow: [28, 48],
        hand: [40, 48],
        hip: [58, 41],
        knee: [74, 44],
        foot: [90, 48],
      },
      to: {
        head: [22, 35],
        shoulder: [28, 39],
        elbow: [28, 48],
        hand: [40, 48],
        hip: [58, 42],
        knee: [74, 45],
        foot: [90, 48],
      },
      seconds: 3,
    },
  },
  {
    id: "running",
    name: "Running",
    unit: "km",
    steps: [
      "Start with five minutes of brisk walking.",
      "Run at a pace at which you could still speak in short sentences.",
      "Land under your hips with short steps; keep your shoulders relaxed.",
      "Walk for a few minutes at the end, then stretch your calves and thighs.",
    ],
    formCues: [],
    muscles: ["Legs", "Heart and lungs"],
    easier: { name: "Run and walk", how: "Alternate one minute of running with two of walking." },
    harder: { name: "Intervals", how: "Run fast for a minute, easy for two, six times over." },
    demonstration: {
      from: {
        head: [50, 6],
        shoulder: [50, 13],
        elbow: [42, 22],
        hand: [46, 30],
        hip: [50, 31],
        knee: [60, 40],
        foot: [56, 52],
      },
      to: {
        head: [52, 6],
        shoulder: [51, 13],
        elbow: [58, 21],
        hand: [62, 16],
        hip: [50, 31],
        knee: [44, 43],
        foot: [36, 50],
      },
      seconds: 0.8,
    },
  },
];

export function exerciseGuide(id: string): ExerciseGuide | undefined {
  return EXERCISE_GUIDES.find((guide) => guide.id === id);
}

/** Quest task names that are one of the guide's exercises ("Run" is running). */
const TASK_EXERCISES: Readonly<Record<string, ExerciseId>> = {
  "Push-ups": "pushups",
  Squats: "squats",
  "Sit-ups": "situps",
  Plank: "plank",
  Run: "running",
};

/** The guide's exercise for a quest task, or undefined for a task the guide does not cover. */
export function exerciseOfTask(taskName: string): ExerciseId | undefined {
  return TASK_EXERCISES[taskName];
}
