import { type ExerciseId, exerciseGuide } from "@repgate/game/content/exercises";
import { useState } from "react";
import { ExerciseFigure } from "../../components/exercise-figure.tsx";
import { useT } from "../../lib/i18n/i18n.ts";

/**
 * The exercise guide's own words and figure, folded under the assessment's question: a new
 * hunter cannot open the guide's screen before awakening, and should count good-form reps.
 */
export function ExerciseHowTo({ exerciseId }: { exerciseId: ExerciseId }) {
  const t = useT();
  const guide = exerciseGuide(exerciseId);
  // Drawn once opened: the figure's labels ("Push-ups: one rep") stay out of the form's until asked for.
  const [open, setOpen] = useState(false);
  if (!guide) return null;
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-sky-400/30 bg-slate-900/60 px-3 text-sm text-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-sky-200">
        {t("onboarding.howTo", { exercise: guide.name })}
      </summary>
      <div className="flex flex-col gap-3 pb-3">
        {open ? <ExerciseFigure name={guide.name} {...guide.demonstration} /> : null}
        <ol className="list-decimal space-y-1 pl-5">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <span className="font-semibold">
            {t("onboarding.easier", { exercise: guide.easier.name })}
          </span>{" "}
          {guide.easier.how}
        </p>
      </div>
    </details>
  );
}
