import type { PoseExercise } from "@repgate/game/sensing/pose-reps";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { type CountMode, CountModeBar, exerciseReps } from "./count-mode-bar.tsx";
import { requestMotionPermission } from "./device-motion.ts";
import { MotionCounter } from "./motion-counter.tsx";
import {
  giveRepFeedback,
  isRepSoundMuted,
  setRepSoundMuted,
  unlockRepSound,
} from "./rep-feedback.ts";

// The pose model and its runtime (about 2 MB of script, 5 MB of weights) load only when a
// hunter opens camera counting, never with the rest of the app.
const CameraCounter = lazy(() => import("./camera/camera-counter.tsx"));

/**
 * The counting mode and exercise chosen last, for the next move of this visit: a hunter
 * fighting hands-free does not pick the camera again for every attack. Not stored: the camera
 * starts only after a choice made in this page.
 */
const remembered: { mode: CountMode; exercise: PoseExercise } = {
  mode: "tap",
  exercise: "pushups",
};

/**
 * True while the camera or the phone's motion counts: after an attack lands, its counter opens
 * again for the next set, so a hunter fights on without touching the screen.
 */
export function countsHandsFree(): boolean {
  return remembered.mode !== "tap";
}

interface RepCounterProps {
  /** The attack or skill being performed, e.g. "Jab". */
  title: string;
  /**
   * What the move does, after the reps of the chosen exercise: "x1.2 damage" reads
   * "3 push-ups · x1.2 damage".
   */
  detail: string;
  /** Reps needed before the move resolves. */
  target: number;
  /** The move is on its way to the server. */
  sending: boolean;
  /**
   * Called once when the count reaches the target, and again for each retry after a failed
   * send: the count is kept, so the hunter never has to redo reps the server did not see.
   */
  onReachTarget: () => void;
  /** Back to the choice of move; without it (the phone controller's pad) there is no Back. */
  onBack?: () => void;
}

/**
 * The rep counter: one huge '+1 Rep' target a tired thumb cannot miss. Space and Enter press it
 * too (held keys do not repeat), and the count is announced as "n / target". The camera or the
 * phone's motion can count instead; their reps go through the same count and the same send,
 * and the server judges the pace of all of them alike.
 */
export function RepCounter({
  title,
  detail,
  target,
  sending,
  onReachTarget,
  onBack,
}: RepCounterProps) {
  const [count, setCount] = useState(0);
  // The latest count, so two presses inside one frame can never both reach the target.
  const countRef = useRef(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const countId = useId();
  const reached = count >= target;
  const [mode, setMode] = useState<CountMode>(remembered.mode);
  const [exercise, setExercise] = useState<PoseExercise>(remembered.exercise);
  const [muted, setMuted] = useState(isRepSoundMuted);
  const [modeError, setModeError] = useState<string | null>(null);
  const t = useT();

  // The panel scrolls itself into view; focusing must not scroll it elsewhere first.
  useEffect(() => {
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  function addRep() {
    if (sending) return;
    if (countRef.current >= target) {
      onReachTarget();
      return;
    }
    const next = countRef.current + 1;
    countRef.current = next;
    setCount(next);
    giveRepFeedback(muted);
    if (next === target) onReachTarget();
  }

  function press() {
    unlockRepSound();
    addRep();
  }

  function chooseMode(next: CountMode) {
    // Inside the tap: iOS asks for the motion sensor, and browsers allow sound, only here.
    unlockRepSound();
    setModeError(null);
    if (next === "motion") {
      void requestMotionPermission().then((granted) => {
        if (granted) switchMode("motion");
        else setModeError(t("battle.count.motionRefused"));
      });
      return;
    }
    switchMode(next);
  }

  function switchMode(next: CountMode) {
    remembered.mode = next;
    setMode(next);
  }

  function chooseExercise(next: PoseExercise) {
    remembered.exercise = next;
    setExercise(next);
  }

  function chooseMuted(next: boolean) {
    setRepSoundMuted(next);
    setMuted(next);
  }

  // On a phone every mode fits one screen under the navigation, no scrolling: the move and its
  // exercise in one line, then the count beside Back, the modes, the picture, '+1 Rep'.
  return (
    <div className="flex flex-col gap-3 max-sm:gap-1.5">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 max-sm:gap-y-1">
        <div className="col-start-1 row-start-1 min-w-0 max-sm:col-span-2 max-sm:flex max-sm:items-baseline max-sm:gap-1.5">
          <h3 className="text-lg font-bold text-slate-50 max-sm:shrink-0 max-sm:text-base">
            {title}
          </h3>
          <p className="text-sm text-slate-300 max-sm:truncate">
            <span className="sm:hidden" aria-hidden="true">
              ·{" "}
            </span>
            <strong className="font-semibold text-sky-100">{exerciseReps(exercise, target)}</strong>{" "}
            · {detail}
          </p>
        </div>
        {onBack ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onBack}
            disabled={sending}
            className="col-start-2 row-start-1 self-start max-sm:row-start-2 max-sm:self-center"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("common.back")}
          </Button>
        ) : null}
        <div className="col-span-2 col-start-1 row-start-2 flex items-center gap-3 max-sm:col-span-1">
          <p
            id={countId}
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className="text-4xl font-black text-sky-50 tabular-nums max-sm:text-3xl"
          >
            {count} / {target}
          </p>
          <Progress
            label={t("battle.count.repsDone")}
            value={count}
            max={target}
            className="h-3 flex-1"
          />
        </div>
      </div>
      <CountModeBar
        mode={mode}
        onMode={chooseMode}
        muted={muted}
        onMuted={chooseMuted}
        exercise={exercise}
        onExercise={chooseExercise}
      />
      {modeError ? (
        <p role="alert" className="text-sm font-semibold text-amber-200">
          {modeError}
        </p>
      ) : null}
      {mode === "camera" ? (
        <Suspense
          fallback={<p className="text-sm text-slate-300">{t("battle.count.loadingCamera")}</p>}
        >
          <CameraCounter exercise={exercise} onRep={addRep} />
        </Suspense>
      ) : null}
      {mode === "motion" ? <MotionCounter onRep={addRep} /> : null}
      <button
        ref={buttonRef}
        type="button"
        aria-describedby={countId}
        aria-disabled={sending || undefined}
        onClick={press}
        onKeyDown={(event) => {
          // A held Enter would fire a click per key repeat: one press, one rep.
          if (event.repeat) event.preventDefault();
        }}
        className={cx(
          "flex w-full touch-manipulation flex-col items-center justify-center gap-2 rounded-xl select-none",
          // With a sensor counting, the picture needs the room and the tap is only a fallback.
          // On a phone the pad takes what the screen has left under the HP, the count and the
          // modes (about 28rem with the navigation), so all of it is in view at once.
          mode === "tap"
            ? "min-h-[max(9rem,calc(100dvh-28rem))] text-5xl sm:min-h-[42dvh]"
            : "min-h-24 text-3xl max-sm:min-h-14 max-sm:gap-0 max-sm:text-2xl",
          "border-2 border-sky-300 bg-sky-500/20 font-black tracking-wide text-sky-50",
          "shadow-[0_0_28px_rgb(56_189_248/0.45),inset_0_0_40px_rgb(56_189_248/0.15)]",
          "transition-transform active:scale-[0.98] active:bg-sky-500/35",
          "focus-visible:outline-4 focus-visible:outline-offset-4",
          sending && "cursor-progress opacity-70",
        )}
      >
        {sending
          ? t("battle.count.striking")
          : reached
            ? t("battle.count.sendAgain")
            : t("battle.count.plusOne")}
        {!sending && !reached ? (
          <span aria-hidden="true" className="text-sm font-medium text-sky-200">
            {mode === "tap" ? t("battle.count.tapHint") : t("battle.count.orTap")}
          </span>
        ) : null}
      </button>
    </div>
  );
}
