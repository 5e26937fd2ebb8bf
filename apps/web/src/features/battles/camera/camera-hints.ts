import { FORM_CUE_TEXT } from "@repgate/game/content/form-cues";
import type { PoseExercise, PoseRepState } from "@repgate/game/sensing/pose-reps";

/** What the camera counter tells the hunter, from the counter's state. */

/** "leftWrist" -> "left wrist". */
const partName = (part: string) => part.replace(/([A-Z])/g, " $1").toLowerCase();

const PHASE_HINTS: Record<PoseExercise, { extended: string; flexed: string; waiting: string }> = {
  pushups: {
    waiting: "Get into the top of a push-up, arms straight.",
    extended: "Go down until your elbows bend to 90°.",
    flexed: "Push back up until your arms are straight.",
  },
  squats: {
    waiting: "Stand up straight, side-on to the camera.",
    extended: "Squat down until your knees bend to 90°.",
    flexed: "Stand back up.",
  },
  situps: {
    waiting: "Lie back, knees bent, side-on to the camera.",
    extended: "Sit up, chest towards your knees.",
    flexed: "Lie back down.",
  },
};

export function hintFor(exercise: PoseExercise, reading: PoseRepState): string {
  if (!reading.inFrame) {
    const missing = reading.missing.map(partName).join(", ");
    return `Step back: your whole body must be in the picture${missing ? ` (${missing} not seen)` : ""}.`;
  }
  if (reading.tooFast) return "Too fast: that one did not count.";
  return PHASE_HINTS[exercise][reading.phase];
}

/** Why the last rep did not count, in a few words, until the hunter puts it right. */
export function formCueFor(exercise: PoseExercise, reading: PoseRepState): string | null {
  return reading.cue ? FORM_CUE_TEXT[exercise][reading.cue] : null;
}

export function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError")
    return "Camera blocked: allow it in the browser, or tap after each rep.";
  if (name === "NotFoundError") return "No camera found: tap after each rep instead.";
  if (error instanceof Error && error.message.startsWith("The pose model")) return error.message;
  return `The camera could not start (${error instanceof Error ? error.message : String(error)}): tap after each rep instead.`;
}
