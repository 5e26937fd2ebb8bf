import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import {
  ASSESSMENT_STEPS,
  type AssessmentDraft,
  EMPTY_DRAFT,
  isStepValid,
} from "./assessment-model.ts";

/** Where the answers wait while the tab lives (a reload, or Back out of the wizard and in again). */
const ASSESSMENT_DRAFT_KEY = "repgate:assessment-draft";

function readDraft(): AssessmentDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(ASSESSMENT_DRAFT_KEY) ?? "null");
    return saved && typeof saved === "object" ? { ...EMPTY_DRAFT, ...saved } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** The furthest step the answers allow: the address cannot skip an unanswered step. */
function reachable(wanted: number, draft: AssessmentDraft): number {
  let step = 1;
  while (step < wanted && step < ASSESSMENT_STEPS && isStepValid(step, draft)) step += 1;
  return step;
}

/**
 * The wizard's step lives in the address (`?step=3`) and its answers in sessionStorage, so the
 * browser's Back goes one step back with every answer kept instead of throwing them away.
 */
export function useAssessmentProgress() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [draft, setDraft] = useState<AssessmentDraft>(readDraft);
  const wanted = Number(new URLSearchParams(search).get("step") ?? "1");
  const step = reachable(Number.isInteger(wanted) ? wanted : 1, draft);

  useEffect(() => {
    sessionStorage.setItem(ASSESSMENT_DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  return {
    step,
    draft,
    setDraft,
    /** Each step is a history entry: Back in the browser is Back in the wizard. */
    goTo: (next: number) => navigate(`${location}?step=${next}`),
    /** The answers were taken: nothing to keep. */
    forget: () => sessionStorage.removeItem(ASSESSMENT_DRAFT_KEY),
  };
}
