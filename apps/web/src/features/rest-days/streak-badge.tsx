import { Flame } from "lucide-react";
import { countOf } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { useStreak } from "./api.ts";

/** The current streak, small, in the System look: consecutive days with the daily done. */
export function StreakBadge() {
  const t = useT();
  const streak = useStreak();
  if (!streak.data) return null;
  const { current, restingToday } = streak.data;
  return (
    <p className="system-panel flex items-center gap-2 px-3 py-2 text-sm text-slate-100">
      <Flame aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
      <span>
        {richText("restDays.streak", {
          days: <strong className="tabular-nums">{countOf(current, "day")}</strong>,
        })}
        {restingToday ? <span className="text-slate-300"> · {t("restDays.restToday")}</span> : null}
      </span>
    </p>
  );
}
