import type { FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isApiStatus, serverMessageOr } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { announceAssessment } from "../../lib/reward-windows.ts";
import { useUser } from "../auth/api.ts";
import { useCompleteAssessment } from "./api.ts";
import { AssessmentDone } from "./assessment-done.tsx";
import { ASSESSMENT_STEPS, isStepValid, toAssessmentRequest } from "./assessment-model.ts";
import { COUNT_STEPS, CountStep, HabitsStep } from "./assessment-steps.tsx";
import { useAssessmentProgress } from "./use-assessment-progress.ts";

/** The four-step fitness assessment that sets a hunter's starting rank and stats. */
export function AssessmentWizard() {
  const t = useT();
  const { data: hunter } = useUser();
  const { step, draft, setDraft, goTo, forget } = useAssessmentProgress();
  const complete = useCompleteAssessment();
  const [, navigate] = useLocation();
  const valid = isStepValid(step, draft);
  const last = step === ASSESSMENT_STEPS;
  const title =
    step === 1 || step === 2 || step === 3
      ? t(COUNT_STEPS[step].title)
      : t("onboarding.trainingHabits");

  // A finished hunter (not one who just finished here, on the way home) is told why there is
  // nothing to take, rather than filling in four steps the server will refuse.
  if (hunter?.hasCompletedAssessment && !complete.isSuccess) {
    return <AssessmentDone rank={hunter.rank} />;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || complete.isPending) return;
    if (!last) {
      goTo(step + 1);
      return;
    }
    const request = toAssessmentRequest(draft);
    if (!request) return;
    // mutateAsync: the wizard unmounts once the user has an assessment; the toast must still show.
    complete.mutateAsync(request).then(
      (reply) => {
        forget();
        announceAssessment(reply);
        toast({
          title: t(reply.isReawaken ? "onboarding.reawakened" : "onboarding.assessmentComplete"),
          description: t("onboarding.startingRank", { rank: reply.rank }),
        });
        navigate("/");
      },
      (error: unknown) =>
        toast({
          title: t("onboarding.assessmentFailed"),
          // A 409 will not pass on a retry: the server's reason says what to do instead.
          description: isApiStatus(error, 409)
            ? serverMessageOr(error, t("onboarding.assessmentFailedText"))
            : t("onboarding.assessmentFailedText"),
          variant: "destructive",
        }),
    );
  }

  return (
    <Panel aria-labelledby="assessment-title" className="mx-auto max-w-2xl">
      <h1 id="assessment-title" className="system-heading">
        {t("onboarding.fitnessAssessment")}
      </h1>
      <h2 className="glow-text mt-2 text-2xl font-bold text-sky-50">{title}</h2>
      <div className="mt-4 flex items-center gap-3">
        <Progress
          value={step}
          max={ASSESSMENT_STEPS}
          label={t("onboarding.assessmentProgress")}
          className="flex-1"
        />
        <span className="text-sm whitespace-nowrap text-slate-300">
          {t("onboarding.stepOf", { step, total: ASSESSMENT_STEPS })}
        </span>
      </div>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-6">
        {step === 1 || step === 2 || step === 3 ? (
          <CountStep
            key={step}
            step={step}
            draft={draft}
            onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
          />
        ) : (
          <HabitsStep draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
        )}
        <div className="flex justify-between gap-3">
          <Button
            variant="secondary"
            disabled={step === 1 || complete.isPending}
            onClick={() => goTo(step - 1)}
          >
            {t("common.back")}
          </Button>
          <Button type="submit" disabled={!valid || complete.isPending}>
            {last ? t("onboarding.completeAssessment") : t("onboarding.next")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
