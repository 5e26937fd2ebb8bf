import { PanelHeading } from "../../components/ui/panel.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useTrainingRecords } from "../training/api.ts";

/**
 * The hunter's records for one exercise (docs/game-rules/exercises.md): total, best set, best
 * day and the last 90 days' totals, all from the sets counted for quest tasks.
 */
export function ExerciseRecords({ exerciseId }: { exerciseId: string }) {
  const { data } = useTrainingRecords();
  const records = data?.exercises.find((e) => e.exercise === exerciseId);
  const t = useT();
  return (
    <section aria-labelledby="exercise-records" className="flex flex-col gap-2">
      <PanelHeading id="exercise-records">{t("exercises.records.title")}</PanelHeading>
      {!data ? (
        <p className="text-sm text-slate-400">{t("exercises.records.loading")}</p>
      ) : !records ? (
        <p className="text-sm text-slate-300">{t("exercises.records.none")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Figure label={t("exercises.records.total")} value={formatNumber(records.total)} />
            <Figure
              label={t("exercises.records.bestSet")}
              value={records.bestSet ? formatNumber(records.bestSet.reps) : "-"}
            />
            <Figure
              label={t("exercises.records.bestDay")}
              value={records.bestDay ? formatNumber(records.bestDay.reps) : "-"}
              detail={records.bestDay?.date}
            />
          </dl>
          <h3 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {t("exercises.records.last90")}
          </h3>
          <ol className="flex flex-col gap-1 text-sm">
            {[...records.days].reverse().map((day) => (
              <li key={day.date} className="flex justify-between gap-3 text-slate-200">
                <span>{day.date}</span>
                <span className="font-semibold tabular-nums">{formatNumber(day.reps)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-md border border-slate-600 p-2">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-2xl font-black text-sky-50 tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-slate-400">{detail}</dd> : null}
    </div>
  );
}
