/**
 * The words of the camera counter's form cues (sensing/pose-form.ts says when each is raised).
 * A table of its own because the exercise guide the server serves quotes them too, and the
 * server never imports sensing/.
 */

export type FormCue = "goLower" | "lockOut";

/** The exercises the camera counter cues: the ones it counts by a joint's angle. */
export type CuedExercise = "pushups" | "squats" | "situps";

/** What the hunter is told, short enough to read at arm's length. */
export const FORM_CUE_TEXT: Readonly<Record<CuedExercise, Record<FormCue, string>>> = {
  pushups: { goLower: "Go lower", lockOut: "Straighten your arms" },
  squats: { goLower: "Go lower", lockOut: "Stand all the way up" },
  situps: { goLower: "Sit up higher", lockOut: "Lie all the way back" },
};
