import type { Streak } from "@repgate/contracts/rest-days";
import { cx } from "../../lib/cx.ts";
import { countOf } from "../../lib/format.ts";
import { type MessageId, t, useT } from "../../lib/i18n/i18n.ts";
import { useStreak } from "./api.ts";

const WEEKDAYS: readonly MessageId[] = [
  "restDays.weekday.mon",
  "restDays.weekday.tue",
  "restDays.weekday.wed",
  "restDays.weekday.thu",
  "restDays.weekday.fri",
  "restDays.weekday.sat",
  "restDays.weekday.sun",
];

function dayLabel(day: Streak["days"][number]): string {
  if (day.trained) return t("restDays.dayTrained", { date: day.date });
  if (day.rest) return t("restDays.dayRest", { date: day.date });
  return t("restDays.dayNone", { date: day.date });
}

/**
 * The last five weeks, Monday first: a day with the daily completed is lit, a rest day marked
 * with a dash. Each cell names its date and state for a screen reader.
 */
export function TrainingCalendar() {
  const t = useT();
  const streak = useStreak();
  if (streak.isPending)
    return <p className="text-sm text-slate-300">{t("restDays.loadingDays")}</p>;
  if (streak.isError)
    return <p className="text-sm text-slate-300">{t("restDays.loadDaysError")}</p>;
  const { days, current } = streak.data;
  return (
    <section aria-labelledby="training-days-heading" className="system-panel p-4">
      <h2 id="training-days-heading" className="system-heading text-base">
        {t("restDays.calendarTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        {t("restDays.currentStreak", { days: countOf(current, "day") })}
      </p>
      <ol aria-label={t("restDays.calendar")} className="mt-3 grid grid-cols-7 gap-1.5">
        {WEEKDAYS.map((name) => (
          <li key={name} aria-hidden="true" className="text-center text-[11px] text-slate-400">
            {t(name)}
          </li>
        ))}
        {days.map((day) => (
          <li
            key={day.date}
            aria-label={dayLabel(day)}
            title={dayLabel(day)}
            className={cx(
              "flex aspect-square items-center justify-center rounded text-xs tabular-nums",
              day.trained
                ? "bg-sky-500/40 text-sky-50 shadow-[0_0_8px_rgb(56_189_248/0.5)]"
                : day.rest
                  ? "border border-dashed border-slate-400 text-slate-200"
                  : "bg-slate-800/60 text-slate-400",
            )}
          >
            {Number(day.date.slice(8))}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-slate-400">{t("restDays.legend")}</p>
    </section>
  );
}
