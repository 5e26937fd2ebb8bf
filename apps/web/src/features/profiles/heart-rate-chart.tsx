import type { BattleHeartRate } from "@repgate/contracts/heart-rate";
import { HEART_RATE_ZONES } from "@repgate/game/rules/heart-rate-zones";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { currentLanguage, useT } from "../../lib/i18n/i18n.ts";

const AXIS = { stroke: "#94a3b8", fontSize: 11 };
/** Rest to Maximum: slate, sky, emerald, amber, orange, red (as in battle). */
const ZONE_FILL = ["#94a3b8", "#7dd3fc", "#6ee7b7", "#fcd34d", "#fdba74", "#fca5a5"];

const minutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;
const shortDate = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage());
const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * Each recent battle's heart rate from the strap: minutes in each zone, stacked, with the
 * numbers in a table. Only these summaries ever reached the server (docs/decisions/022).
 */
export function HeartRateChart({ battles }: { battles: BattleHeartRate[] }) {
  const t = useT();
  if (battles.length === 0) {
    return (
      <section aria-labelledby="heart-rate-chart" className="flex flex-col gap-2">
        <h3 id="heart-rate-chart" className="text-sm font-semibold text-slate-200">
          {t("profile.heartRate.heading")}
        </h3>
        <p className="text-sm text-slate-400">{t("profile.heartRate.none")}</p>
      </section>
    );
  }
  const data = battles.map((b, i) => ({
    label: `${i + 1}`,
    ...Object.fromEntries(
      HEART_RATE_ZONES.map((z, zone) => [z.name, minutes(b.zoneSeconds[zone] ?? 0)]),
    ),
  }));
  const average = Math.round(battles.reduce((s, b) => s + b.averageBpm, 0) / battles.length);
  const highest = Math.max(...battles.map((b) => b.maxBpm));
  return (
    <section aria-labelledby="heart-rate-chart" className="flex flex-col gap-2">
      <h3 id="heart-rate-chart" className="text-sm font-semibold text-slate-200">
        {t("profile.heartRate.heading")}
      </h3>
      <div className="h-48 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid stroke="#1e293b" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} />
            <YAxis tick={AXIS} width={32} unit="m" />
            <Tooltip contentStyle={{ background: "#0f172a", border: "1px solid #38bdf8" }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {HEART_RATE_ZONES.map((z, zone) => (
              <Bar key={z.name} dataKey={z.name} stackId="zones" fill={ZONE_FILL[zone]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className="text-xs text-slate-400">
        {t("profile.heartRate.summary", { count: battles.length, average, highest })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs text-slate-300">
          <caption className="sr-only">{t("profile.heartRate.heading")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t("profile.heartRate.battle")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("profile.heartRate.average")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("profile.heartRate.max")}
              </th>
              {HEART_RATE_ZONES.map((z) => (
                <th key={z.name} scope="col" className="py-1 pr-3">
                  {z.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {battles.map((b, i) => (
              <tr key={b.battleId}>
                <th scope="row" className="py-0.5 pr-3 font-normal">
                  {i + 1}. {b.monsterName}, {shortDate(b.recordedAt)}
                </th>
                <td className="pr-3 tabular-nums">
                  {t("profile.heartRate.bpm", { bpm: b.averageBpm })}
                </td>
                <td className="pr-3 tabular-nums">
                  {t("profile.heartRate.bpm", { bpm: b.maxBpm })}
                </td>
                {HEART_RATE_ZONES.map((z, zone) => (
                  <td key={z.name} className="pr-3 tabular-nums">
                    {formatDuration(b.zoneSeconds[zone] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
