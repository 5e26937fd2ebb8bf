import type { User } from "@repgate/contracts/user";
import { formatNumber } from "../../lib/format.ts";
import { useParty } from "../parties/api.ts";

/** The hunter's party members on the profile card: name, level and HP (their battle's figure). */
export function PartyMembers({ user }: { user: User }) {
  const party = useParty(user.partyId !== null);
  const members = user.partyId === null ? [] : (party.data?.members ?? []);
  return (
    <div>
      <h2 className="system-heading">Party Members</h2>
      {members.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">Not in a party.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-200">
          {members.map((m) => (
            <li key={m.id} className="flex justify-between gap-2">
              <span className="truncate">
                {m.hunterName} · Lv {m.level}
              </span>
              <span className="tabular-nums">
                HP {formatNumber(m.currentHP)}/{formatNumber(m.maxHP)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
