import { STAT_NAMES } from "@repgate/game/rules/stats";
import { z } from "zod";
import { unlocksSchema } from "./unlocks.ts";
import { statsSchema } from "./user.ts";

const QUEST_TYPES = ["daily", "weekly", "custom"] as const;
const QUEST_DIFFICULTIES = ["easy", "medium", "hard"] as const;

const questTaskSchema = z.object({
  name: z.string(),
  description: z.string(),
  completed: z.boolean(),
  /** The work the task asks for, e.g. 100 reps or 10 km (drives the cheat rule). */
  target: z.number(),
  unit: z.enum(["reps", "seconds", "km"]),
  /**
   * Reps counted in sets so far, capped at `target` (docs/game-rules/quests.md); present on a
   * task that names a count of reps, which can be done as sets.
   */
  progress: z.number().int().optional(),
  /** True when the task's own counted sets ticked it, not a tick by hand. */
  counted: z.boolean().optional(),
});

const questSectionSchema = z.object({
  name: z.string(),
  tasks: z.array(questTaskSchema),
});

/** A quest (docs/game-rules/quests.md). `requirements` is the object form holding `sections`. */
export const questSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(QUEST_TYPES),
  difficulty: z.enum(QUEST_DIFFICULTIES),
  /** The stat a custom quest trains; null for daily and weekly quests. */
  statType: z.enum(STAT_NAMES).nullable(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  /** null means no limit. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  rewards: z.object({
    xp: z.number().int(),
    gold: z.number().int(),
    stats: statsSchema.partial(),
  }),
  requirements: z.object({ sections: z.array(questSectionSchema) }),
  /** Set when completion tripped the cheat rule and the penalty was applied instead. */
  cheatingDetected: z.boolean(),
});
export type Quest = z.infer<typeof questSchema>;
export const questListSchema = z.array(questSchema);

const penaltySchema = z.object({
  xp: z.number().int(),
  gold: z.number().int(),
  /** Points lost per stat (positive numbers). */
  stats: statsSchema.partial(),
  /** How many missed days this covers. */
  missedDays: z.number().int(),
});
export type Penalty = z.infer<typeof penaltySchema>;

/** GET /api/quests/daily. penaltyApplied stays true until the hunter acknowledges it. */
export const dailyQuestReplySchema = z.object({
  quest: questSchema.nullable(),
  penaltyApplied: z.boolean(),
  penalty: penaltySchema.nullable(),
});
export type DailyQuestReply = z.infer<typeof dailyQuestReplySchema>;

export const customQuestRequestSchema = z.object({
  statType: z.enum(STAT_NAMES, { error: `statType must be one of: ${STAT_NAMES.join(", ")}.` }),
  difficulty: z.enum(QUEST_DIFFICULTIES, { error: "difficulty must be easy, medium or hard." }),
});
export type CustomQuestRequest = z.infer<typeof customQuestRequestSchema>;

export const taskUpdateRequestSchema = z.object({
  sectionIndex: z
    .number({ error: "sectionIndex must be a whole number." })
    .int({ error: "sectionIndex must be a whole number." })
    .min(0, { error: "sectionIndex must be 0 or more." }),
  taskIndex: z
    .number({ error: "taskIndex must be a whole number." })
    .int({ error: "taskIndex must be a whole number." })
    .min(0, { error: "taskIndex must be 0 or more." }),
  completed: z.boolean({ error: "completed must be true or false." }),
});
export type TaskUpdateRequest = z.infer<typeof taskUpdateRequestSchema>;

export const taskUpdateReplySchema = z.object({
  quest: questSchema,
  isCompleted: z.boolean(),
  /** What was paid when this update completed the quest; null otherwise or when cheating. */
  rewards: z
    .object({ xp: z.number().int(), gold: z.number().int(), stats: statsSchema.partial() })
    .nullable(),
  cheatingDetected: z.boolean(),
  cheatingReason: z.string().nullable(),
  levelsGained: z.number().int(),
  /** The hunter's level before and after this update (equal when nothing was paid). */
  previousLevel: z.number().int(),
  newLevel: z.number().int(),
  /** Achievements and titles this completion unlocked. */
  unlocks: unlocksSchema,
});
export type TaskUpdateReply = z.infer<typeof taskUpdateReplySchema>;

export const energySchema = z.object({
  currentEnergy: z.number().int(),
  maxEnergy: z.number().int(),
  /** When energy next refills: the hunter's next local midnight. */
  resetsAt: z.string(),
});
export type Energy = z.infer<typeof energySchema>;

/** The `{id}` of `/api/quests/{id}/...`. */
export const questIdParamSchema = z.object({
  id: z.uuid({ error: "That quest id is not valid." }),
});
