import { describe, expect, it } from "vitest";
import {
  type AssessmentAnswers,
  assessmentScore,
  EXERCISE_FREQUENCIES,
  FITNESS_GOALS,
  rankForScore,
  scoreAssessment,
  startingStats,
} from "./assessment.ts";
import { STAT_NAMES } from "./stats.ts";

/** Nothing done and never trains: every part of the score is zero. */
const NOTHING: AssessmentAnswers = {
  pushups: 0,
  situps: 0,
  plankTime: 0,
  exerciseFrequency: "never",
  fitnessGoal: "general",
};

const answers = (changes: Partial<AssessmentAnswers>): AssessmentAnswers => ({
  ...NOTHING,
  ...changes,
});

const REP_BOUNDARIES: [number, number][] = [
  [0, 0],
  [89, 0],
  [90, 2],
  [119, 2],
  [120, 5],
  [164, 5],
  [165, 10],
  [224, 10],
  [225, 15],
  [284, 15],
  [285, 20],
  [344, 20],
  [345, 25],
  [400, 25],
];

const PLANK_BOUNDARIES: [number, number][] = [
  [0, 0],
  [179, 0],
  [180, 2],
  [269, 2],
  [270, 5],
  [359, 5],
  [360, 10],
  [539, 10],
  [540, 15],
  [719, 15],
  [720, 20],
  [899, 20],
  [900, 25],
  [1800, 25],
];

describe("assessment score", () => {
  it.each(REP_BOUNDARIES)("%i push-ups score %i points", (pushups, points) => {
    expect(assessmentScore(answers({ pushups }))).toBe(points);
  });

  it.each(REP_BOUNDARIES)("%i sit-ups score %i points", (situps, points) => {
    expect(assessmentScore(answers({ situps }))).toBe(points);
  });

  it.each(PLANK_BOUNDARIES)("a %i-second plank scores %i points", (plankTime, points) => {
    expect(assessmentScore(answers({ plankTime }))).toBe(points);
  });

  it("gives only the highest tier reached: tiers do not add up", () => {
    expect(assessmentScore(answers({ pushups: 165 }))).toBe(10);
    expect(assessmentScore(answers({ situps: 400 }))).toBe(25);
    expect(assessmentScore(answers({ plankTime: 1800 }))).toBe(25);
  });

  it.each([
    ["never", 0],
    ["weekly", 2],
    ["regular", 5],
    ["daily", 8],
  ] as const)("training %s adds %i points", (exerciseFrequency, points) => {
    expect(assessmentScore(answers({ exerciseFrequency }))).toBe(points);
  });

  it("adds push-ups, sit-ups, plank and frequency together", () => {
    const score = assessmentScore({
      pushups: 165,
      situps: 225,
      plankTime: 540,
      exerciseFrequency: "daily",
      fitnessGoal: "muscle-gain",
    });
    expect(score).toBe(10 + 15 + 15 + 8);
  });

  it("does not depend on the fitness goal", () => {
    const scores = FITNESS_GOALS.map((fitnessGoal) =>
      assessmentScore(answers({ pushups: 200, fitnessGoal })),
    );
    expect(new Set(scores)).toEqual(new Set([10]));
  });
});

describe("rank for a score", () => {
  it.each([
    [0, "E"],
    [29, "E"],
    [30, "D"],
    [49, "D"],
    [50, "C"],
    [69, "C"],
    [70, "B"],
    [89, "B"],
    [90, "A"],
    [100, "A"],
  ] as const)("a score of %i is rank %s", (score, rank) => {
    expect(rankForScore(score)).toBe(rank);
  });

  it("never hands out S from an assessment", () => {
    for (let score = 0; score <= 200; score += 1) expect(rankForScore(score)).not.toBe("S");
  });

  it("scores the best possible answers as rank B (83 points)", () => {
    const best = scoreAssessment({
      pushups: 400,
      situps: 400,
      plankTime: 1800,
      exerciseFrequency: "daily",
      fitnessGoal: "general",
    });
    expect(best.score).toBe(83);
    expect(best.rank).toBe("B");
  });
});

describe("starting stats", () => {
  it("starts a hunter who did nothing and never trains at 10 in everything but the goal's stats", () => {
    expect(startingStats(answers({ fitnessGoal: "general" }))).toEqual({
      strength: 10,
      agility: 11,
      vitality: 10,
      intelligence: 11,
      endurance: 10,
      perception: 11,
    });
  });

  it("adds one point per tier reached to the stat each exercise trains", () => {
    const stats = startingStats(
      answers({ pushups: 165, situps: 90, plankTime: 900, fitnessGoal: "general" }),
    );
    expect(stats.strength).toBe(10 + 3);
    expect(stats.endurance).toBe(10 + 1);
    expect(stats.vitality).toBe(10 + 6);
  });

  it.each([
    ["never", 10],
    ["weekly", 11],
    ["regular", 12],
    ["daily", 13],
  ] as const)(
    "training %s gives agility %i (before the goal's bonus)",
    (exerciseFrequency, agility) => {
      expect(
        startingStats(answers({ exerciseFrequency, fitnessGoal: "muscle-gain" })).agility,
      ).toBe(agility);
    },
  );

  it.each([
    [
      "weight-loss",
      { strength: 10, agility: 12, vitality: 10, intelligence: 10, endurance: 11, perception: 10 },
    ],
    [
      "muscle-gain",
      { strength: 12, agility: 10, vitality: 11, intelligence: 10, endurance: 10, perception: 10 },
    ],
    [
      "endurance",
      { strength: 10, agility: 10, vitality: 11, intelligence: 10, endurance: 12, perception: 10 },
    ],
    [
      "general",
      { strength: 10, agility: 11, vitality: 10, intelligence: 11, endurance: 10, perception: 11 },
    ],
  ] as const)("the goal %s adds its bonus", (fitnessGoal, expected) => {
    expect(startingStats(answers({ fitnessGoal }))).toEqual(expected);
  });

  it("gives the best possible answers their full bonuses", () => {
    expect(
      startingStats({
        pushups: 400,
        situps: 400,
        plankTime: 1800,
        exerciseFrequency: "daily",
        fitnessGoal: "muscle-gain",
      }),
    ).toEqual({
      strength: 18,
      agility: 13,
      vitality: 17,
      intelligence: 10,
      endurance: 16,
      perception: 10,
    });
  });

  it("never puts a stat below 10, whatever the answers", () => {
    for (const exerciseFrequency of EXERCISE_FREQUENCIES) {
      for (const fitnessGoal of FITNESS_GOALS) {
        for (const reps of [0, 89, 400]) {
          const stats = startingStats({
            pushups: reps,
            situps: reps,
            plankTime: reps,
            exerciseFrequency,
            fitnessGoal,
          });
          for (const name of STAT_NAMES) expect(stats[name]).toBeGreaterThanOrEqual(10);
        }
      }
    }
  });

  it("does not let one call's stats leak into the next", () => {
    startingStats(answers({ pushups: 400, fitnessGoal: "muscle-gain" }));
    expect(startingStats(NOTHING).strength).toBe(10);
  });
});

describe("scoreAssessment", () => {
  it("returns the score, the rank for it and the starting stats", () => {
    const input: AssessmentAnswers = {
      pushups: 225,
      situps: 225,
      plankTime: 540,
      exerciseFrequency: "daily",
      fitnessGoal: "muscle-gain",
    };
    expect(scoreAssessment(input)).toEqual({
      score: 53,
      rank: "C",
      stats: {
        strength: 16,
        agility: 13,
        vitality: 15,
        intelligence: 10,
        endurance: 14,
        perception: 10,
      },
    });
  });
});
