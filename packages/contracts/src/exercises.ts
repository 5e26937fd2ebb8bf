import { EXERCISE_IDS } from "@repgate/game/content/exercises";
import { z } from "zod";

const point = z.tuple([z.number(), z.number()]);
const figurePoseSchema = z.object({
  head: point,
  shoulder: point,
  elbow: point,
  hand: point,
  hip: point,
  knee: point,
  foot: point,
});
export type FigurePose = z.infer<typeof figurePoseSchema>;

const variantSchema = z.object({ name: z.string(), how: z.string() });

const exerciseGuideSchema = z.object({
  id: z.enum(EXERCISE_IDS),
  name: z.string(),
  unit: z.enum(["reps", "seconds", "km"]),
  steps: z.array(z.string()),
  formCues: z.array(z.string()),
  muscles: z.array(z.string()),
  easier: variantSchema,
  harder: variantSchema,
  demonstration: z.object({ from: figurePoseSchema, to: figurePoseSchema, seconds: z.number() }),
});
export type ExerciseGuide = z.infer<typeof exerciseGuideSchema>;

export const exerciseListSchema = z.object({ exercises: z.array(exerciseGuideSchema) });
export type ExerciseList = z.infer<typeof exerciseListSchema>;
