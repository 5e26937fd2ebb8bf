import { FORM_CUE_TEXT } from "@repgate/game/content/form-cues";
import type { PoseExercise, PoseRepState } from "@repgate/game/sensing/pose-reps";
import { tableText } from "../../../lib/i18n/content-text.ts";
import { type MessageId, t } from "../../../lib/i18n/i18n.ts";

/** What the camera counter tells the hunter, from the counter's state. */

/** "leftWrist" -> "left wrist" (the body part's English name: not yet in the catalogues). */
const partName = (part: string) => part.replace(/([A-Z])/g, " $1").toLowerCase();

type Phase = PoseRepState["phase"];
const PHASE_HINTS: Record<PoseExercise, Record<Phase, MessageId>> = {
  pushups: {
    waiting: "battle.camera.pushupsWaiting",
    extended: "battle.camera.pushupsExtended",
    flexed: "battle.camera.pushupsFlexed",
  },
  squats: {
    waiting: "battle.camera.squatsWaiting",
    extended: "battle.camera.squatsExtended",
    flexed: "battle.camera.squatsFlexed",
  },
  situps: {
    waiting: "battle.camera.situpsWaiting",
    extended: "battle.camera.situpsExtended",
    flexed: "battle.camera.situpsFlexed",
  },
};

/** The pose model did not load: its message says so, in the hunter's language. */
export class PoseModelError extends Error {
  constructor(cause: unknown) {
    super(
      t("battle.camera.modelFailed", {
        error: cause instanceof Error ? cause.message : String(cause),
      }),
    );
  }
}

export function hintFor(exercise: PoseExercise, reading: PoseRepState): string {
  if (!reading.inFrame) {
    const missing = reading.missing.map(partName).join(", ");
    return missing ? t("battle.camera.stepBackMissing", { missing }) : t("battle.camera.stepBack");
  }
  if (reading.tooFast) return t("battle.camera.tooFast");
  return t(PHASE_HINTS[exercise][reading.phase]);
}

/** Why the last rep did not count, in a few words, until the hunter puts it right. */
export function formCueFor(exercise: PoseExercise, reading: PoseRepState): string | null {
  return reading.cue ? tableText(FORM_CUE_TEXT[exercise][reading.cue]) : null;
}

export function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError") return t("battle.camera.blocked");
  if (name === "NotFoundError") return t("battle.camera.notFound");
  if (error instanceof PoseModelError) return error.message;
  return t("battle.camera.startFailed", {
    error: error instanceof Error ? error.message : String(error),
  });
}
