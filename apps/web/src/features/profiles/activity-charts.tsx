import type { Activity } from "@repgate/contracts/profiles";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useT } from "../../lib/i18n/i18n.ts";
import { HeartRateChart } from "./heart-rate-chart.tsx";

const AXIS = { stroke: "#94a3b8", fontSize: 11 };
const shortDay = (day: string) => day.slice(5);

function ChartFigure({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactElement;
}) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-slate-200">{title}</figcaption>
      {/* The chart is a picture for sighted hunters; the summary and the table say the same. */}
      <div className="h-48 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <p className="text-xs text-slate-400">{summary}</p>
    </figure>
  );
}

/**
 * The hunter's own progress drawn with recharts: reps per day, XP over time (running total
 * over the 30 days) and dungeons and quests per week. Its own chunk (recharts is large): the
 * profile loads it only when the Activity tab opens. Each chart has a text summary and the
 * data as a table below, for screen readers and for anyone who prefers numbers.
 */
export function ActivityCharts({ activity }: { activity: Activity }) {
  const t = useT();
  let running = 0;
  const xpSeries = activity.days.map((d) => {
    running += d.xp;
    return { day: d.day, xp: running };
  });
  const totalReps = activity.days.reduce((s, d) => s + d.reps, 0);
  const bestDay = activity.days.reduce((best, d) => (d.reps > best.reps ? d : best), {
    day: "",
    reps: 0,
  });
  const dungeons = activity.weeks.reduce((s, w) => s + w.dungeons, 0);
  const quests = activity.weeks.reduce((s, w) => s + w.quests, 0);

  return (
    <div className="flex flex-col gap-6">
      <ChartFigure
        title={t("profile.chart.reps")}
        summary={
          bestDay.reps > 0
            ? t("profile.chart.repsSummaryBest", {
                count: totalReps,
                day: bestDay.day,
                best: bestDay.reps,
              })
            : t("profile.chart.repsSummary", { count: totalReps })
        }
      >
        <BarChart data={activity.days} accessibilityLayer={false}>
          <CartesianGrid stroke="#1e293b" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip contentStyle={{ background: "#0f172a", border: "1px solid #38bdf8" }} />
          <Bar dataKey="reps" name={t("profile.chart.repsName")} fill="#38bdf8" />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title={t("profile.chart.xp")}
        summary={t("profile.chart.xpSummary", { xp: running })}
      >
        <LineChart data={xpSeries} accessibilityLayer={false}>
          <CartesianGrid stroke="#1e293b" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} width={40} />
          <Tooltip contentStyle={{ background: "#0f172a", border: "1px solid #38bdf8" }} />
          <Line
            type="monotone"
            dataKey="xp"
            name={t("profile.chart.xpName")}
            stroke="#a78bfa"
            dot={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        title={t("profile.chart.weeks")}
        summary={t("profile.chart.weeksSummary", { dungeons, quests })}
      >
        <BarChart data={activity.weeks} accessibilityLayer={false}>
          <CartesianGrid stroke="#1e293b" vertical={false} />
          <XAxis dataKey="week" tickFormatter={shortDay} tick={AXIS} minTickGap={12} />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip contentStyle={{ background: "#0f172a", border: "1px solid #38bdf8" }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="dungeons" name={t("profile.chart.dungeons")} fill="#f472b6" />
          <Bar dataKey="quests" name={t("profile.chart.quests")} fill="#34d399" />
        </BarChart>
      </ChartFigure>
      <HeartRateChart battles={activity.heartRate} />
      <details className="text-sm text-slate-300">
        <summary className="cursor-pointer font-semibold text-slate-200">
          {t("profile.chart.numbers")}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{t("profile.chart.daysTable")}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t("profile.chart.day")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("profile.chart.repsName")}
                </th>
                <th scope="col" className="py-1">
                  {t("profile.xp")}
                </th>
              </tr>
            </thead>
            <tbody>
              {activity.days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="py-0.5 pr-3 font-normal">
                    {d.day}
                  </th>
                  <td className="pr-3 tabular-nums">{d.reps}</td>
                  <td className="tabular-nums">{d.xp}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="mt-4 w-full text-left text-xs">
            <caption className="sr-only">{t("profile.chart.weeksTable")}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t("profile.chart.weekOf")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("profile.chart.dungeons")}
                </th>
                <th scope="col" className="py-1">
                  {t("profile.chart.quests")}
                </th>
              </tr>
            </thead>
            <tbody>
              {activity.weeks.map((w) => (
                <tr key={w.week}>
                  <th scope="row" className="py-0.5 pr-3 font-normal">
                    {w.week}
                  </th>
                  <td className="pr-3 tabular-nums">{w.dungeons}</td>
                  <td className="tabular-nums">{w.quests}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
