import type { PartyFighter } from "@repgate/contracts/battles";
import { Heart, Users } from "lucide-react";
import { cx } from "../../lib/cx.ts";
import { formatNumber } from "../../lib/format.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";

const STATE_LABELS: Record<Exclude<PartyFighter["state"], "in">, MessageId> = {
  fled: "battle.party.fled",
  defeated: "battle.party.defeated",
  left: "battle.party.left",
};

/**
 * The teammates of a party fight in one row of chips (the hunter's own HP is the bar above):
 * each one's HP, the battle's own figure, or why they are out of the fight. One row keeps the
 * battle glanceable on a 360 px phone; a long name is cut, the figure never.
 */
export function PartyRoster({ members }: { members: PartyFighter[] }) {
  const t = useT();
  const teammates = members.filter((m) => !m.you);
  if (teammates.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <Users aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
      <ul
        aria-label={t("battle.cleared.party")}
        className="grid min-w-0 flex-1 gap-1.5"
        style={{ gridTemplateColumns: `repeat(${teammates.length}, minmax(0, 1fr))` }}
      >
        {teammates.map((member) => (
          <RosterChip key={member.id} member={member} />
        ))}
      </ul>
    </div>
  );
}

function RosterChip({ member }: { member: PartyFighter }) {
  const t = useT();
  const out = member.state === "in" ? null : t(STATE_LABELS[member.state]);
  return (
    <li
      data-state={member.state}
      className={cx(
        "flex min-w-0 items-center justify-between gap-1 rounded border px-1.5 py-0.5 text-xs",
        out
          ? "border-slate-600 bg-slate-800/60 text-slate-300"
          : "border-emerald-400/50 bg-emerald-500/10 text-slate-100",
      )}
    >
      <span className="min-w-0 truncate font-semibold">{member.hunterName}</span>
      {out ? (
        <span className="shrink-0 font-semibold text-amber-200">{out}</span>
      ) : (
        <span className="flex shrink-0 items-center gap-0.5 tabular-nums">
          <Heart aria-hidden="true" className="size-3 text-emerald-300" />
          {formatNumber(member.currentHP)}/{formatNumber(member.maxHP)}
          <span className="sr-only">{t("battle.party.hp")}</span>
        </span>
      )}
    </li>
  );
}
