import type { User } from "@repgate/contracts/user";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useParty } from "../parties/api.ts";

/** The hunter's party members on the profile card: name, level and HP (their battle's figure). */
export function PartyMembers({ user }: { user: User }) {
  const t = useT();
  const party = useParty(user.partyId !== null);
  const members = user.partyId === null ? [] : (party.data?.members ?? []);
  return (
    <div>
      <h2 className="system-heading">{t("home.partyMembers")}</h2>
      {members.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{t("home.notInParty")}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-200">
          {members.map((m) => (
            <li key={m.id} className="flex justify-between gap-2">
              <span className="truncate">
                {t("home.memberLevel", { name: m.hunterName, level: m.level })}
              </span>
              <span className="tabular-nums">
                {t("home.memberHP", {
                  hp: formatNumber(m.currentHP),
                  maxHP: formatNumber(m.maxHP),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
