import type { PoseExercise } from "@repgate/game/sensing/pose-reps";
import { Camera, CircleHelp, Hand, Smartphone, Volume2, VolumeX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cx } from "../../lib/cx.ts";
import { type MessageId, t, useT } from "../../lib/i18n/i18n.ts";
import { exerciseGuidePath } from "../exercises/api.ts";

export type CountMode = "tap" | "camera" | "motion";

const EXERCISE_LABELS: Record<PoseExercise, MessageId> = {
  pushups: "battle.count.pushups",
  squats: "battle.count.squats",
  situps: "battle.count.situps",
};

/** What a move's reps are of, in a sentence: "3 push-ups", "1 squat". */
const EXERCISE_REPS: Record<PoseExercise, MessageId> = {
  pushups: "battle.count.pushupReps",
  squats: "battle.count.squatReps",
  situps: "battle.count.situpReps",
};

/** The count and its exercise, in the language's grammar: "3 push-ups". */
export function exerciseReps(exercise: PoseExercise, reps: number): string {
  return t(EXERCISE_REPS[exercise], { count: reps });
}

// On a phone a word that still does not fit breaks inside its button, never past the screen.
const toggle =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 max-sm:flex-1 max-sm:gap-1 max-sm:px-1.5 max-sm:[overflow-wrap:anywhere]";

/**
 * Longer than this, a toggle's word steps down a size on a phone: the rows hold four toggles
 * at 360 px with English words ("Push-ups"); Portuguese "Agachamentos" or Spanish
 * "Abdominales" would push them past the screen.
 */
const PHONE_WORD_CHARS = 8;

/** The phone's type size for a toggle's word, by its length. */
function phoneSize(word: string): string | undefined {
  return word.length > PHONE_WORD_CHARS ? "max-sm:text-xs" : undefined;
}
const off = "border-slate-600 bg-slate-900/60 text-slate-200 hover:border-sky-400";
const on = "border-sky-300 bg-sky-500/25 text-sky-50";

function Toggle(props: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={cx(toggle, props.pressed ? on : off, props.className)}
    >
      {props.children}
    </button>
  );
}

/**
 * "Count with camera" to a screen reader and on a wide screen; "Camera" on a phone, so the
 * four toggles (Mute as its icon alone) share one row of a 360 px screen above the '+1 Rep' pad.
 * Two messages, not a word cut off: the short word differs from the long phrase in most languages.
 */
function Shortened({ full, short }: { full: string; short: string }) {
  return (
    <span>
      <span className="max-sm:sr-only">{full}</span>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
    </span>
  );
}

interface CountModeBarProps {
  mode: CountMode;
  onMode: (mode: CountMode) => void;
  muted: boolean;
  onMuted: (muted: boolean) => void;
  exercise: PoseExercise;
  onExercise: (exercise: PoseExercise) => void;
}

/** How reps are counted (taps, the camera, the phone's motion), the exercise and the mute. */
export function CountModeBar(props: CountModeBarProps) {
  const { mode, onMode, muted, onMuted, exercise, onExercise } = props;
  const t = useT();
  const exerciseLabel = t(EXERCISE_LABELS[exercise]);
  return (
    <div className="flex flex-col gap-2 max-sm:gap-1.5">
      <fieldset className="flex min-w-0 flex-wrap gap-2 max-sm:flex-nowrap max-sm:gap-1.5">
        <legend className="sr-only">{t("battle.count.modes")}</legend>
        <Toggle
          pressed={mode === "tap"}
          onClick={() => onMode("tap")}
          className={phoneSize(t("battle.count.tap"))}
        >
          <Hand aria-hidden="true" className="size-4" />
          {t("battle.count.tap")}
        </Toggle>
        <Toggle
          pressed={mode === "camera"}
          onClick={() => onMode("camera")}
          className={phoneSize(t("battle.count.cameraShort"))}
        >
          <Camera aria-hidden="true" className="size-4" />
          <Shortened full={t("battle.count.camera")} short={t("battle.count.cameraShort")} />
        </Toggle>
        <Toggle
          pressed={mode === "motion"}
          onClick={() => onMode("motion")}
          className={phoneSize(t("battle.count.motionShort"))}
        >
          <Smartphone aria-hidden="true" className="size-4" />
          <Shortened full={t("battle.count.motion")} short={t("battle.count.motionShort")} />
        </Toggle>
        {/* Mutes every sound of the game (lib/sfx.ts), not only the reps; at least 44 px wide. */}
        <Toggle pressed={muted} onClick={() => onMuted(!muted)} className="min-w-11 shrink-0">
          {muted ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
          <span className="max-sm:sr-only">{t("battle.count.mute")}</span>
        </Toggle>
      </fieldset>
      {/* Every mode names the exercise (a tap counts it as the camera would): the move's line
          reads "3 push-ups", and the camera watches for the one chosen here. */}
      <fieldset className="flex flex-wrap items-center gap-2 max-sm:flex-nowrap max-sm:gap-1.5">
        <legend className="sr-only">{t("battle.count.exercise")}</legend>
        {(Object.keys(EXERCISE_LABELS) as PoseExercise[]).map((option) => (
          <Toggle
            key={option}
            pressed={exercise === option}
            onClick={() => onExercise(option)}
            className={phoneSize(t(EXERCISE_LABELS[option]))}
          >
            {t(EXERCISE_LABELS[option])}
          </Toggle>
        ))}
        {/* The battle waits on the server: Back from the guide returns to the same move. */}
        <Link
          href={exerciseGuidePath(exercise)}
          aria-label={t("battle.count.howToDo", { exercise: exerciseLabel })}
          title={t("battle.count.howToDo", { exercise: exerciseLabel })}
          className={cx(toggle, off, "min-w-11 shrink-0 max-sm:flex-none")}
        >
          <CircleHelp aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t("battle.count.howTo")}</span>
        </Link>
      </fieldset>
    </div>
  );
}
