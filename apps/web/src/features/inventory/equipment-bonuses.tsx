import type { Equipment } from "@repgate/contracts/equipment";
import { formatStat, statEntries } from "../../components/item-stats.tsx";
import { PanelHeading } from "../../components/ui/panel.tsx";
import { cx } from "../../lib/cx.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { STAT_LABELS } from "../../lib/stat-labels.ts";

/** STR to PER as the server adds them up (items plus active set bonuses), then set progress. */
export function EquipmentBonuses({
  equipment,
  isError,
}: {
  equipment: Equipment | undefined;
  isError: boolean;
}) {
  const t = useT();
  const tt = useTableText();
  return (
    <section aria-labelledby="equipment-bonuses-title" className="flex flex-col gap-3">
      <PanelHeading id="equipment-bonuses-title">{t("inventory.bonuses.title")}</PanelHeading>
      {!equipment ? (
        <p className="text-sm text-slate-300">
          {isError ? t("inventory.bonuses.error") : t("inventory.bonuses.loading")}
        </p>
      ) : (
        <>
          {/* One row of six on a phone and on wide screens; three by two in the lg sidebar. */}
          <dl className="grid grid-cols-6 gap-1.5 lg:grid-cols-3 lg:gap-2">
            {STAT_LABELS.map(({ key, abbreviation, name }) => {
              const value = equipment.bonuses[key];
              return (
                <div
                  key={key}
                  className="rounded border border-slate-700 bg-slate-950/60 px-1 py-1.5 text-center lg:px-2"
                >
                  <dt className="text-xs font-semibold text-slate-400" title={name}>
                    {abbreviation}
                  </dt>
                  <dd
                    className={cx(
                      "font-bold tabular-nums",
                      value > 0
                        ? "text-emerald-300"
                        : value < 0
                          ? "text-red-300"
                          : "text-slate-200",
                    )}
                  >
                    {formatStat(value)}
                  </dd>
                </div>
              );
            })}
          </dl>
          {equipment.sets.length > 0 ? (
            <ul aria-label={t("inventory.bonuses.sets")} className="flex flex-col gap-2">
              {equipment.sets.map((set) => (
                <li key={set.setName} className="rounded border border-slate-700 p-2 text-sm">
                  <p className="font-semibold text-sky-100">
                    {t("inventory.setName", { set: tt(set.setName) })}{" "}
                    <span className="text-slate-300">
                      {t("inventory.bonuses.piecesWorn", { count: set.piecesWorn })}
                    </span>
                  </p>
                  <ul className="mt-1 flex flex-col gap-0.5">
                    {set.tiers.map((tier) => (
                      <li
                        key={tier.pieces}
                        data-active={tier.active}
                        className={tier.active ? "text-emerald-300" : "text-slate-500"}
                      >
                        {t(
                          tier.active ? "inventory.bonuses.tierActive" : "inventory.bonuses.tier",
                          {
                            count: tier.pieces,
                            stats:
                              statEntries(tier.bonus)
                                .map(
                                  ({ abbreviation, value }) =>
                                    `${formatStat(value)} ${abbreviation}`,
                                )
                                .join(", ") || t("inventory.bonuses.noStats"),
                          },
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-slate-400">{t("inventory.bonuses.hint")}</p>
          )}
        </>
      )}
    </section>
  );
}
