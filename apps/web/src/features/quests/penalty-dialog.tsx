import type { Penalty } from "@repgate/contracts/quests";
import { STAT_NAMES } from "@repgate/game/rules/stats";
import { AlertDialog } from "radix-ui";
import { buttonClasses } from "../../components/ui/button.tsx";
import { toastFailure } from "../../components/ui/toast-store.ts";
import { formatNumber } from "../../lib/format.ts";
import { t, useT } from "../../lib/i18n/i18n.ts";
import { statLabel } from "../../lib/stat-labels.ts";
import { useAcknowledgePenalty } from "./api.ts";

function statLosses(stats: Penalty["stats"]): string {
  const lost = STAT_NAMES.flatMap((stat) => {
    const points = stats[stat];
    return points ? [`-${points} ${statLabel(stat)}`] : [];
  });
  return lost.length > 0 ? lost.join(", ") : t("quests.penalty.none");
}

/**
 * The missed-daily penalty, shown until the hunter acknowledges it. It cannot be dismissed any
 * other way; the server stores the acknowledgement, so a reload does not show it again.
 */
export function PenaltyDialog({ penalty }: { penalty: Penalty | null }) {
  const acknowledge = useAcknowledgePenalty();
  const days = penalty?.missedDays ?? 1;
  const t = useT();
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/80 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-red-400 bg-slate-950 p-5 shadow-[0_0_24px_rgb(248_113_113/0.45)] sm:p-6">
          <AlertDialog.Title className="text-lg font-bold tracking-wide text-red-200 uppercase">
            {t("quests.penalty.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-300">
            {days === 1 ? t("quests.penalty.oneDay") : t("quests.penalty.days", { days })}
          </AlertDialog.Description>
          {penalty ? (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md border border-red-400/40 bg-red-950/40 p-4 text-sm">
              {/* A hunter with no XP or gold left loses none: '-0' lines would only alarm. */}
              {penalty.xp > 0 ? (
                <>
                  <dt className="text-slate-400">{t("quests.penalty.xp")}</dt>
                  <dd className="font-semibold text-red-100 tabular-nums">
                    {t("quests.penalty.xpLost", { xp: formatNumber(penalty.xp) })}
                  </dd>
                </>
              ) : null}
              {penalty.gold > 0 ? (
                <>
                  <dt className="text-slate-400">{t("quests.penalty.gold")}</dt>
                  <dd className="font-semibold text-red-100 tabular-nums">
                    {t("quests.penalty.goldLost", { gold: formatNumber(penalty.gold) })}
                  </dd>
                </>
              ) : null}
              <dt className="text-slate-400">{t("quests.penalty.stats")}</dt>
              <dd className="font-semibold text-red-100">{statLosses(penalty.stats)}</dd>
              <dt className="text-slate-400">{t("quests.penalty.daysMissed")}</dt>
              <dd className="font-semibold text-red-100 tabular-nums">{penalty.missedDays}</dd>
            </dl>
          ) : null}
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              className={`${buttonClasses("destructive", "lg")} w-full sm:w-auto`}
              disabled={acknowledge.isPending}
              onClick={() =>
                acknowledge.mutate(undefined, {
                  onError: (error) =>
                    toastFailure(t("quests.penalty.error"), error, t("quests.penalty.ackFailed")),
                })
              }
            >
              {acknowledge.isPending
                ? t("quests.penalty.acknowledging")
                : t("quests.penalty.understand")}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
