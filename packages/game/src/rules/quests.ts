import type { QuestDifficulty } from "./energy.ts";
import { RANKS, type Rank } from "./ranks.ts";
import type { StatName, Stats } from "./stats.ts";

export type TaskUnit = "reps" | "seconds" | "km";

interface QuestTaskPlan {
  name: string;
  description: string;
  /** The work asked for: reps, seconds held, or km. */
  target: number;
  unit: TaskUnit;
}

export interface QuestSectionPlan {
  name: string;
  tasks: QuestTaskPlan[];
}

export interface QuestRewards {
  xp: number;
  gold: number;
  stats: Partial<Stats>;
}

export interface QuestPlan {
  name: string;
  description: string;
  difficulty: QuestDifficulty;
  sections: QuestSectionPlan[];
  rewards: QuestRewards;
}

/**
 * Share of the franchise's classic daily (100 push-ups, 100 sit-ups, 100 squats, 10 km) a rank
 * starts at. Each level above 1 adds LEVEL_SHARE, and nobody is asked more than the classic.
 */
const RANK_DAILY_SHARE: Record<Rank, number> = {
  E: 0.2,
  D: 0.35,
  C: 0.5,
  B: 0.65,
  A: 0.8,
  S: 1,
};
const LEVEL_SHARE = 0.01;
const CLASSIC_REPS = 100;
const CLASSIC_KM = 10;
/** Reps are asked in steps of 5 (at least 5); distances in steps of 0.5 km (at least 1 km). */
const REP_STEP = 5;
const KM_STEP = 0.5;

export interface HunterStanding {
  rank: Rank;
  level: number;
}

/** Share of the classic daily this hunter is asked, 0.2 (new E-rank) to 1. */
export function dailyShare({ rank, level }: HunterStanding): number {
  return Math.min(1, RANK_DAILY_SHARE[rank] + Math.max(0, level - 1) * LEVEL_SHARE);
}

function roundReps(reps: number): number {
  return Math.max(REP_STEP, Math.round(reps / REP_STEP) * REP_STEP);
}

function roundKm(km: number): number {
  return Math.max(1, Math.round(km / KM_STEP) * KM_STEP);
}

function rankDifficulty(rank: Rank): QuestDifficulty {
  const order = RANKS.indexOf(rank);
  return order <= 1 ? "easy" : order <= 3 ? "medium" : "hard";
}

function rankOrderOf(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

const reps = (name: string, target: number, description: string): QuestTaskPlan => ({
  name,
  description,
  target,
  unit: "reps",
});

/** XP and gold of the daily: 50 XP and 20 gold per rank step, 10 XP and 2 gold per level. */
function dailyRewards({ rank, level }: HunterStanding): QuestRewards {
  const order = rankOrderOf(rank);
  return {
    xp: 50 * order + 10 * level,
    gold: 20 * order + 2 * level,
    stats: { strength: 1, vitality: 1, endurance: 1 },
  };
}

/** The daily quest for a hunter's rank and level: the classic, scaled. */
export function dailyQuestPlan(hunter: HunterStanding): QuestPlan {
  const share = dailyShare(hunter);
  const count = roundReps(CLASSIC_REPS * share);
  const km = roundKm(CLASSIC_KM * share);
  return {
    name: "Daily Quest: Strength Training",
    description: "Preparations to become powerful. Complete every task before midnight.",
    difficulty: rankDifficulty(hunter.rank),
    sections: [
      {
        name: "Strength Training",
        tasks: [
          reps("Push-ups", count, `Do ${count} push-ups.`),
          reps("Sit-ups", count, `Do ${count} sit-ups.`),
          reps("Squats", count, `Do ${count} squats.`),
        ],
      },
      {
        name: "Cardio",
        tasks: [{ name: "Run", description: `Run ${km} km.`, target: km, unit: "km" }],
      },
    ],
    rewards: dailyRewards(hunter),
  };
}

/** The weekly quest: about four dailies' volume, plus a plank, for five dailies' pay. */
const WEEKLY_VOLUME = 4;
const WEEKLY_REWARD_MULTIPLIER = 5;
/** Plank seconds of the weekly at share 1 (scaled like the rest). */
const WEEKLY_PLANK_SECONDS = 300;

export function weeklyQuestPlan(hunter: HunterStanding): QuestPlan {
  const share = dailyShare(hunter);
  const count = roundReps(CLASSIC_REPS * share * WEEKLY_VOLUME);
  const km = roundKm(CLASSIC_KM * share * WEEKLY_VOLUME);
  const plank = Math.max(30, Math.round((WEEKLY_PLANK_SECONDS * share) / 10) * 10);
  const daily = dailyRewards(hunter);
  return {
    name: "Weekly Quest: Hunter's Trial",
    description: "A week of training in one trial. Finish it before Monday.",
    difficulty: rankDifficulty(hunter.rank),
    sections: [
      {
        name: "Strength",
        tasks: [
          reps("Push-ups", count, `Do ${count} push-ups this week.`),
          reps("Sit-ups", count, `Do ${count} sit-ups this week.`),
          reps("Squats", count, `Do ${count} squats this week.`),
        ],
      },
      {
        name: "Endurance",
        tasks: [
          { name: "Run", description: `Run ${km} km this week.`, target: km, unit: "km" },
          {
            name: "Plank",
            description: `Hold a plank for ${plank} s.`,
            target: plank,
            unit: "seconds",
          },
        ],
      },
    ],
    rewards: {
      xp: daily.xp * WEEKLY_REWARD_MULTIPLIER,
      gold: daily.gold * WEEKLY_REWARD_MULTIPLIER,
      stats: { strength: 2, vitality: 2, endurance: 2, agility: 1 },
    },
  };
}

/** Which exercises train which stat, at the easy amount (medium x2, hard x3). */
const STAT_EXERCISES: Record<StatName, QuestTaskPlan[]> = {
  strength: [
    reps("Push-ups", 20, "Chest to the floor, arms locked at the top."),
    reps("Squats", 30, "Thighs parallel to the floor."),
  ],
  agility: [
    reps("Burpees", 10, "Chest down, jump up, clap overhead."),
    reps("Mountain climbers", 30, "Knees to chest, fast and steady."),
  ],
  vitality: [
    { name: "Plank", description: "Straight line, head to heels.", target: 60, unit: "seconds" },
    {
      name: "Wall sit",
      description: "Back flat, knees at 90 degrees.",
      target: 60,
      unit: "seconds",
    },
  ],
  intelligence: [
    {
      name: "Focused breathing",
      description: "Breathe in 4 s, hold 4 s, out 4 s.",
      target: 120,
      unit: "seconds",
    },
    reps("Cross crawls", 30, "Opposite elbow to knee, with control."),
  ],
  endurance: [
    { name: "Run", description: "Any pace you can hold.", target: 1, unit: "km" },
    reps("Jumping jacks", 50, "Arms fully overhead each rep."),
  ],
  perception: [
    {
      name: "Single-leg balance",
      description: "Eyes closed if you can; switch legs halfway.",
      target: 60,
      unit: "seconds",
    },
    reps("Shadow-boxing punches", 50, "Track an imaginary opponent."),
  ],
};

const DIFFICULTY_MULTIPLIER: Record<QuestDifficulty, number> = {
  easy: 1,
  medium: 2,
  hard: 3,
};

/** What a custom quest pays by difficulty: the trained stat gains `statPoints`. */
const CUSTOM_QUEST_REWARDS: Record<
  QuestDifficulty,
  { xp: number; gold: number; statPoints: number }
> = {
  easy: { xp: 100, gold: 25, statPoints: 1 },
  medium: { xp: 250, gold: 60, statPoints: 2 },
  hard: { xp: 500, gold: 125, statPoints: 3 },
};

const STAT_TITLES: Record<StatName, string> = {
  strength: "Strength",
  agility: "Agility",
  vitality: "Vitality",
  intelligence: "Intelligence",
  endurance: "Endurance",
  perception: "Perception",
};

const DIFFICULTY_TITLES: Record<QuestDifficulty, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};

/** A custom quest training one stat, its tasks and rewards scaled by difficulty. */
export function customQuestPlan(stat: StatName, difficulty: QuestDifficulty): QuestPlan {
  const factor = DIFFICULTY_MULTIPLIER[difficulty];
  const reward = CUSTOM_QUEST_REWARDS[difficulty];
  const title = STAT_TITLES[stat];
  const tasks = STAT_EXERCISES[stat].map((task) => {
    const target = task.target * factor;
    return {
      ...task,
      target,
      description: `${target} ${task.unit === "reps" ? "reps" : task.unit === "km" ? "km" : "s"}: ${task.description}`,
    };
  });
  return {
    name: `${title} Training (${DIFFICULTY_TITLES[difficulty]})`,
    description: `A custom quest to train your ${stat}. Finish it within 5 hours.`,
    difficulty,
    sections: [{ name: `${title} Training`, tasks }],
    rewards: { xp: reward.xp, gold: reward.gold, stats: { [stat]: reward.statPoints } },
  };
}
