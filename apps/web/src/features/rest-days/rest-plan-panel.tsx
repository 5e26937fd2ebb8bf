import type { RestDay } from "@repgate/contracts/rest-days";
import { addDays } from "@repgate/game/rules/local-time";
import { AWAY_MAX_DAYS, PLAN_AHEAD_DAYS } from "@repgate/game/rules/rest-days";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { serverMessageOr } from "../../lib/api-client.ts";
import { t, useT } from "../../lib/i18n/i18n.ts";
import { type PlanBreak, useCancelBreak, usePlanBreak, useRestDays } from "./api.ts";

function describe(plan: RestDay): string {
  return plan.kind === "rest"
    ? t("restDays.restDayOn", { date: plan.from })
    : t("restDays.timeAwayFromTo", { from: plan.from, to: plan.to });
}

function PlannedList({ plans }: { plans: RestDay[] }) {
  const t = useT();
  const cancel = useCancelBreak();
  if (plans.length === 0)
    return <p className="text-sm text-slate-300">{t("restDays.nothingPlanned")}</p>;
  return (
    <ul aria-label={t("restDays.plannedRest")} className="flex flex-col gap-2">
      {plans.map((plan) => (
        <li
          key={`${plan.kind}-${plan.from}`}
          className="flex items-center justify-between gap-3 rounded-md border border-slate-700 px-3 py-2"
        >
          <span className="text-sm text-slate-100">{describe(plan)}</span>
          {plan.cancellable ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t("restDays.cancelPlan", { plan: describe(plan) })}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(plan)}
            >
              {t("common.cancel")}
            </Button>
          ) : (
            <span className="text-xs text-sky-300">{t("restDays.underWay")}</span>
          )}
        </li>
      ))}
      {cancel.isError ? (
        <li role="alert" className="text-sm text-red-300">
          {serverMessageOr(cancel.error, t("restDays.cancelFailed"))}
        </li>
      ) : null}
    </ul>
  );
}

/** Two small forms: one rest day, or a span of time away. */
function PlanForms({ today }: { today: string }) {
  const t = useT();
  const plan = usePlanBreak();
  const tomorrow = addDays(today, 1);
  const last = addDays(today, PLAN_AHEAD_DAYS);
  const [restDate, setRestDate] = useState(tomorrow);
  const [from, setFrom] = useState(tomorrow);
  const [to, setTo] = useState(addDays(tomorrow, 1));
  const submit = (request: PlanBreak) => (event: FormEvent) => {
    event.preventDefault();
    plan.mutate(request);
  };
  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label={t("restDays.planRestForm")}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={submit({ kind: "rest", date: restDate })}
      >
        <TextField
          label={t("restDays.restDay")}
          type="date"
          min={tomorrow}
          max={last}
          required
          value={restDate}
          onChange={(e) => setRestDate(e.target.value)}
        />
        <Button type="submit" disabled={plan.isPending}>
          {t("restDays.planRest")}
        </Button>
      </form>
      <form
        aria-label={t("restDays.planAway")}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={submit({ kind: "away", from, to })}
      >
        <TextField
          label={t("restDays.awayFrom")}
          type="date"
          min={tomorrow}
          max={last}
          required
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={t("restDays.lastDayAway")}
          type="date"
          min={from}
          max={addDays(from, AWAY_MAX_DAYS - 1)}
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button type="submit" disabled={plan.isPending}>
          {t("restDays.planAway")}
        </Button>
      </form>
      {plan.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {serverMessageOr(plan.error, t("restDays.planFailed"))}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Plans rest ahead: a rest day (one a week) or time away (2 to 14 days, once a month). On those
 * days no daily is issued, no penalty lands and the streak holds; the server judges every limit.
 */
export function RestPlanPanel() {
  const t = useT();
  const restDays = useRestDays();
  return (
    <Panel aria-labelledby="rest-plan-heading">
      <PanelHeading id="rest-plan-heading">{t("restDays.title")}</PanelHeading>
      <p className="mt-1 text-sm text-slate-300">{t("restDays.intro")}</p>
      {restDays.isPending ? (
        <p className="mt-3 text-sm text-slate-300">{t("restDays.loading")}</p>
      ) : restDays.isError ? (
        <p className="mt-3 text-sm text-slate-300">{t("restDays.loadError")}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          <PlannedList plans={restDays.data.restDays} />
          <PlanForms today={restDays.data.today} />
        </div>
      )}
    </Panel>
  );
}
