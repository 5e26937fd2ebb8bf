import type { CountedBy } from "@repgate/contracts/training";
import { exerciseOfTask } from "@repgate/game/content/exercises";
import type { PoseExercise } from "@repgate/game/sensing/pose-reps";
import { Camera, ChevronLeft, Hand, Smartphone } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { serverMessageOr } from "../../lib/api-client.ts";
import { cx } from "../../lib/cx.ts";
import { questText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { announceTrainingSet } from "../../lib/reward-windows.ts";
import { useAddSet, useQuests } from "../quests/api.ts";
import { requestMotionPermission } from "./device-motion.ts";
import { MotionCounter } from "./motion-counter.tsx";
import { giveRepFeedback, isRepSoundMuted, unlockRepSound } from "./rep-feedback.ts";

// The pose model loads only when the hunter asks the camera to count (as in battle).
const CameraCounter = lazy(() => import("./camera/camera-counter.tsx"));

type Mode = "tap" | "camera" | "motion";

/** The exercises the camera counter knows. */
const POSE_EXERCISES: readonly string[] = ["pushups", "squats", "situps"] satisfies PoseExercise[];

const toggle =
  "inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

const linkClasses =
  "inline-flex min-h-11 items-center gap-1 self-start rounded-md text-sky-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-300";

interface QuestTrainingPageProps {
  questId?: string;
  sectionIndex?: string;
  taskIndex?: string;
}

/**
 * /quests/:questId/train/:sectionIndex/:taskIndex: a quest task that names a count, done as
 * sets. The camera, the phone's motion or taps count; "End set" (or reaching the task's count)
 * sends the set, and the server adds it to the task's progress (docs/game-rules/quests.md).
 */
export function QuestTrainingPage({ questId, sectionIndex, taskIndex }: QuestTrainingPageProps) {
  const { data: quests, isPending, isError, refetch } = useQuests();
  const t = useT();
  if (isPending) return <ScreenLoading>{t("battle.training.loading")}</ScreenLoading>;
  if (isError) {
    return (
      <ScreenLoadError onRetry={() => void refetch()}>
        {t("battle.training.loadError")}
      </ScreenLoadError>
    );
  }
  const quest = quests.find((q) => q.id === questId);
  const si = Number(sectionIndex);
  const ti = Number(taskIndex);
  const task = quest?.requirements.sections[si]?.tasks[ti];
  if (!quest || !task || task.unit !== "reps") {
    return (
      <Panel className="mx-auto max-w-lg text-center">
        <p className="text-slate-200">{t("battle.training.noTask")}</p>
        <Link href="/quests" className={linkClasses}>
          {t("battle.training.back")}
        </Link>
      </Panel>
    );
  }
  return (
    <TrainingPanel
      questId={quest.id}
      sectionIndex={si}
      taskIndex={ti}
      name={questText(task.name)}
      exercise={exerciseOfTask(task.name)}
      progress={task.progress ?? 0}
      target={task.target}
      done={task.completed}
      locked={quest.isCompleted}
    />
  );
}

interface TrainingPanelProps {
  questId: string;
  sectionIndex: number;
  taskIndex: number;
  name: string;
  exercise: string | undefined;
  progress: number;
  target: number;
  done: boolean;
  locked: boolean;
}

function TrainingPanel(props: TrainingPanelProps) {
  const { questId, sectionIndex, taskIndex, name, exercise, progress, target, done, locked } =
    props;
  const titleId = useId();
  const countId = useId();
  const t = useT();
  const [mode, setMode] = useState<Mode>("tap");
  const [count, setCount] = useState(0);
  const countRef = useRef(0);
  // The set's clock starts at its first rep, or when the counting began.
  const startedAt = useRef<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addSet = useAddSet(announceTrainingSet);
  const poseExercise =
    exercise && POSE_EXERCISES.includes(exercise) ? (exercise as PoseExercise) : null;
  const shown = Math.min(target, progress + count);

  function send() {
    const reps = countRef.current;
    if (reps === 0 || addSet.isPending) return;
    const durationMs = Date.now() - (startedAt.current ?? Date.now());
    const countedBy: CountedBy = mode === "tap" ? "hand" : mode;
    addSet.mutate(
      { questId, sectionIndex, taskIndex, reps, durationMs, countedBy },
      {
        onSuccess: (reply) => {
          countRef.current = 0;
          setCount(0);
          startedAt.current = Date.now();
          setNotice(
            reply.taskCompleted
              ? t("battle.training.taskDone", {
                  name,
                  progress: reply.progress,
                  target: reply.target,
                })
              : null,
          );
        },
        onError: (error) => setNotice(serverMessageOr(error, error.message)),
      },
    );
  }

  function addRep() {
    if (locked || addSet.isPending) return;
    startedAt.current ??= Date.now();
    const next = countRef.current + 1;
    countRef.current = next;
    setCount(next);
    giveRepFeedback(isRepSoundMuted());
    // The task's count reached: the set goes at once and the task ticks itself.
    if (!done && progress + next >= target) send();
  }

  function chooseMode(next: Mode) {
    unlockRepSound();
    setNotice(null);
    if (next === "motion") {
      void requestMotionPermission().then((granted) => {
        if (granted) setMode("motion");
        else setNotice(t("battle.count.motionRefused"));
      });
      return;
    }
    setMode(next);
  }

  return (
    <Panel aria-labelledby={titleId} className="mx-auto flex max-w-2xl flex-col gap-3">
      <Link href="/quests" className={linkClasses}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t("battle.training.back")}
      </Link>
      <h1 id={titleId} className="glow-text text-2xl font-bold text-sky-50">
        {t("battle.training.title", { name })}
      </h1>
      <div className="flex items-center gap-3">
        <p
          id={countId}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="text-4xl font-black text-sky-50 tabular-nums"
        >
          {shown}/{target}
        </p>
        <Progress
          label={t("battle.training.progress", { name })}
          value={shown}
          max={target}
          className="h-3 flex-1"
        />
      </div>
      <p className="text-sm text-slate-300">
        {done ? t("battle.training.doneHint") : t("battle.training.setHint", { count, target })}
      </p>
      <fieldset className="flex min-w-0 gap-2">
        <legend className="sr-only">{t("battle.count.modes")}</legend>
        <button
          type="button"
          aria-pressed={mode === "tap"}
          onClick={() => chooseMode("tap")}
          className={cx(
            toggle,
            mode === "tap" ? "border-sky-300 bg-sky-500/25" : "border-slate-600",
          )}
        >
          <Hand aria-hidden="true" className="size-4" />
          {t("battle.count.tap")}
        </button>
        {poseExercise ? (
          <button
            type="button"
            aria-pressed={mode === "camera"}
            onClick={() => chooseMode("camera")}
            className={cx(
              toggle,
              mode === "camera" ? "border-sky-300 bg-sky-500/25" : "border-slate-600",
            )}
          >
            <Camera aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t("battle.count.camera")}</span>
            <span aria-hidden="true" className="sm:hidden">
              {t("battle.count.cameraShort")}
            </span>
          </button>
        ) : null}
        <button
          type="button"
          aria-pressed={mode === "motion"}
          onClick={() => chooseMode("motion")}
          className={cx(
            toggle,
            mode === "motion" ? "border-sky-300 bg-sky-500/25" : "border-slate-600",
          )}
        >
          <Smartphone aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t("battle.count.motion")}</span>
          <span aria-hidden="true" className="sm:hidden">
            {t("battle.count.motionShort")}
          </span>
        </button>
      </fieldset>
      {mode === "camera" && poseExercise ? (
        <Suspense
          fallback={<p className="text-sm text-slate-300">{t("battle.count.loadingCamera")}</p>}
        >
          <CameraCounter exercise={poseExercise} onRep={addRep} />
        </Suspense>
      ) : null}
      {mode === "motion" ? <MotionCounter onRep={addRep} /> : null}
      {notice ? (
        <p role="alert" className="text-sm font-semibold text-amber-200">
          {notice}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="button"
          aria-describedby={countId}
          disabled={locked}
          onClick={() => {
            unlockRepSound();
            addRep();
          }}
          onKeyDown={(event) => {
            if (event.repeat) event.preventDefault();
          }}
          className="flex min-h-24 flex-1 touch-manipulation items-center justify-center rounded-xl border-2 border-sky-300 bg-sky-500/20 text-3xl font-black text-sky-50 select-none active:bg-sky-500/35 focus-visible:outline-4 focus-visible:outline-offset-4 disabled:opacity-60"
        >
          {t("battle.count.plusOne")}
        </button>
      </div>
      <Button onClick={send} disabled={count === 0 || addSet.isPending || locked}>
        {addSet.isPending ? t("battle.training.sending") : t("battle.training.endSet")}
      </Button>
      {locked ? <p className="text-sm text-slate-300">{t("battle.training.locked")}</p> : null}
    </Panel>
  );
}
