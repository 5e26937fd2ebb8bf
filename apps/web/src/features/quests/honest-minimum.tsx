import type { Quest } from "@repgate/contracts/quests";
import { minimumHonestSeconds } from "@repgate/game/rules/cheat-rule";
import { Timer } from "lucide-react";
import { t, useT } from "../../lib/i18n/i18n.ts";

/** "50 s", "6 min", "1 h 30 min": the rule's minimum, rounded up so it is never understated. */
export function formatHonestDuration(seconds: number): string {
  if (seconds < 60) return t("quests.honest.seconds", { seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t("quests.honest.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t("quests.honest.hours", { hours })
    : t("quests.honest.hoursMinutes", { hours, minutes: rest });
}

/**
 * The least time the quest's work honestly takes (the server's cheat rule, from
 * @repgate/game), shown before the hunter starts: finishing sooner after the quest was issued
 * costs the cheating penalty, and a hunter must know that before ticking, not after.
 */
export function HonestMinimum({ quest }: { quest: Quest }) {
  const tasks = quest.requirements.sections.flatMap((s) => s.tasks);
  const seconds = minimumHonestSeconds(tasks);
  const t = useT();
  return (
    <p className="flex items-start gap-2 text-xs text-amber-200">
      <Timer aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{t("quests.honest.text", { duration: formatHonestDuration(seconds) })}</span>
    </p>
  );
}
