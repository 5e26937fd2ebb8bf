import { CLASS_NAMES } from "@repgate/game/content/classes";
import {
  ASSESSMENT_LIMITS,
  EXERCISE_FREQUENCIES,
  FITNESS_GOALS,
} from "@repgate/game/rules/assessment";
import { RANKS } from "@repgate/game/rules/ranks";
import { STAT_NAMES } from "@repgate/game/rules/stats";
import { z } from "zod";
import { unlocksSchema } from "./unlocks.ts";
import { statsSchema } from "./user.ts";

/** `message` names the field in a whole sentence, so each language words it (docs/i18n.md). */
function count(message: string, { min, max }: { min: number; max: number }) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, {
      error: message,
    });
}

/**
 * The spec's payload is `{rank, stats}`; the server also needs the raw answers to score them
 * itself. `rank` and `stats` are accepted for compatibility and ignored.
 */
export const assessmentRequestSchema = z.object({
  rank: z.unknown().optional(),
  stats: z.unknown().optional(),
  pushups: count(
    `Push-ups must be a whole number from ${ASSESSMENT_LIMITS.pushups.min} to ${ASSESSMENT_LIMITS.pushups.max}.`,
    ASSESSMENT_LIMITS.pushups,
  ),
  situps: count(
    `Sit-ups must be a whole number from ${ASSESSMENT_LIMITS.situps.min} to ${ASSESSMENT_LIMITS.situps.max}.`,
    ASSESSMENT_LIMITS.situps,
  ),
  plankTime: count(
    `Plank time must be a whole number from ${ASSESSMENT_LIMITS.plankTime.min} to ${ASSESSMENT_LIMITS.plankTime.max}.`,
    ASSESSMENT_LIMITS.plankTime,
  ),
  exerciseFrequency: z.enum(EXERCISE_FREQUENCIES, {
    error: `Exercise frequency must be one of: ${EXERCISE_FREQUENCIES.join(", ")}.`,
  }),
  fitnessGoal: z.enum(FITNESS_GOALS, {
    error: `Fitness goal must be one of: ${FITNESS_GOALS.join(", ")}.`,
  }),
});
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>;

export const assessmentReplySchema = z.object({
  isReawaken: z.boolean(),
  score: z.number().int(),
  rank: z.enum(RANKS),
  stats: statsSchema,
  /**
   * Added to the spec's shape (issue 41): a reawakening that raised the hunter's rank, old →
   * new, for the Rank Up window; null otherwise (the first assessment sets a starting rank).
   */
  rankUp: z.object({ from: z.enum(RANKS), to: z.enum(RANKS) }).nullable(),
  /** Achievements and titles the assessment unlocked (Elite Hunter, Powerhouse). */
  unlocks: unlocksSchema,
});
export type AssessmentReply = z.infer<typeof assessmentReplySchema>;

export const hunterClassSchema = z.object({
  id: z.number().int(),
  name: z.enum(CLASS_NAMES),
  description: z.string(),
  primaryStats: z.array(z.enum(STAT_NAMES)),
  damageBonus: z.number(),
});
export type HunterClassDto = z.infer<typeof hunterClassSchema>;

export const assignClassRequestSchema = z.object({
  className: z.enum(CLASS_NAMES, {
    error: `Class must be one of: ${CLASS_NAMES.join(", ")}.`,
  }),
});
