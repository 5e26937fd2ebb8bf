import type { ExerciseGuide } from "@repgate/contracts/exercises";
import { ChevronLeft } from "lucide-react";
import { Link } from "wouter";
import { ExerciseFigure } from "../../components/exercise-figure.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { tableText, useTableText } from "../../lib/i18n/content-text.ts";
import { type MessageId, t, useT } from "../../lib/i18n/i18n.ts";
import { exerciseGuidePath, useExercises } from "./api.ts";
import { ExerciseRecords } from "./exercise-records.tsx";

const UNIT_LABELS: Record<ExerciseGuide["unit"], MessageId> = {
  reps: "exercises.unit.reps",
  seconds: "exercises.unit.seconds",
  km: "exercises.unit.km",
};

const linkClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-md text-sky-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-300";

/** /exercises: every exercise the game names; /exercises/:exerciseId: how to do one. */
export function ExercisesPage({ exerciseId }: { exerciseId?: string }) {
  const { data, isPending, isError, refetch } = useExercises();
  const t = useT();
  if (isPending) return <ScreenLoading>{t("exercises.loading")}</ScreenLoading>;
  if (isError) {
    return (
      <ScreenLoadError onRetry={() => void refetch()}>{t("exercises.loadError")}</ScreenLoadError>
    );
  }
  if (!exerciseId) return <ExerciseList exercises={data.exercises} />;
  const guide = data.exercises.find((e) => e.id === exerciseId);
  if (!guide) {
    return (
      <Panel className="mx-auto max-w-lg text-center">
        <p className="text-slate-200">{t("exercises.notFound")}</p>
        <Link href="/exercises" className={linkClasses}>
          {t("exercises.all")}
        </Link>
      </Panel>
    );
  }
  return <ExerciseDetail guide={guide} />;
}

/** "Chest, Shoulders, Triceps, Core" in the app's language (its own list separator). */
function musclesOf(guide: ExerciseGuide): string {
  return guide.muscles.map(tableText).join(t("exercises.muscleSeparator"));
}

function ExerciseList({ exercises }: { exercises: readonly ExerciseGuide[] }) {
  const t = useT();
  const tt = useTableText();
  return (
    <Panel aria-labelledby="exercises-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="exercises-title" className="glow-text text-2xl font-bold text-sky-50">
        {t("exercises.title")}
      </h1>
      <p className="text-sm text-slate-300">{t("exercises.intro")}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {exercises.map((exercise) => (
          <li key={exercise.id}>
            <Link
              href={exerciseGuidePath(exercise.id)}
              className="flex min-h-11 flex-col rounded-md border border-sky-400/30 bg-slate-900/60 p-3 hover:border-sky-300 focus-visible:outline-2 focus-visible:outline-sky-300"
            >
              <span className="font-semibold text-slate-50">{tt(exercise.name)}</span>
              <span className="text-xs text-slate-400">{musclesOf(exercise)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ExerciseDetail({ guide }: { guide: ExerciseGuide }) {
  const t = useT();
  const tt = useTableText();
  return (
    <Panel
      aria-labelledby="exercise-title"
      className="mx-auto flex max-w-3xl flex-col gap-4 [overflow-wrap:anywhere]"
    >
      <Link href="/exercises" className={linkClasses}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t("exercises.all")}
      </Link>
      <div>
        <h1 id="exercise-title" className="glow-text text-2xl font-bold text-sky-50">
          {tt(guide.name)}
        </h1>
        <p className="text-sm text-slate-400">
          {t(UNIT_LABELS[guide.unit])} · {musclesOf(guide)}
        </p>
      </div>
      <ExerciseFigure name={tt(guide.name)} {...guide.demonstration} />
      <section aria-labelledby="exercise-how" className="flex flex-col gap-2">
        <PanelHeading id="exercise-how">{t("exercises.howTo")}</PanelHeading>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-200">
          {guide.steps.map((step) => (
            <li key={step}>{tt(step)}</li>
          ))}
        </ol>
      </section>
      {guide.formCues.length > 0 && (
        <section aria-labelledby="exercise-cues" className="flex flex-col gap-2">
          <PanelHeading id="exercise-cues">{t("exercises.cues")}</PanelHeading>
          <ul className="flex flex-wrap gap-2">
            {guide.formCues.map((cue) => (
              <li
                key={cue}
                className="rounded-md border border-amber-400/50 px-2 py-1 text-sm text-amber-100"
              >
                {tt(cue)}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-400">{t("exercises.cuesNote")}</p>
        </section>
      )}
      <section aria-labelledby="exercise-variants" className="grid gap-3 sm:grid-cols-2">
        <h2 id="exercise-variants" className="sr-only">
          {t("exercises.variants")}
        </h2>
        <Variant label={t("exercises.easier")} {...guide.easier} />
        <Variant label={t("exercises.harder")} {...guide.harder} />
      </section>
      {guide.unit === "reps" ? <ExerciseRecords exerciseId={guide.id} /> : null}
    </Panel>
  );
}

function Variant({ label, name, how }: { label: string; name: string; how: string }) {
  const tt = useTableText();
  return (
    <div className="rounded-md border border-slate-600 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</h3>
      <p className="font-semibold text-slate-100">{tt(name)}</p>
      <p className="text-sm text-slate-300">{tt(how)}</p>
    </div>
  );
}
