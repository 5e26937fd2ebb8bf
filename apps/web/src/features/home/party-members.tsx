import type { User } from "@repgate/contracts/user";
import { usePartyMembers } from "./api.ts";

/** The hunter's party, read only when they are in one; HP shown is vitality x 50. */
export function PartyMembers({ user }: { user: User }) {
  const party = usePartyMembers(user.partyId);
  const members = party.data ?? [];

  return (
    <div>
      <h2 className="system-heading">Party Members</h2>
      {user.partyId === null || members.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">
          {user.partyId !== null && party.isPending ? "Loading party..." : "Not in a party."}
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1.5">
          {members.map((member) => (
            <li
              key={member.id}
              className="flex items-center justify-between rounded-md border border-slate-700 px-3 py-1.5 text-sm"
            >
              <span className="font-medium text-slate-100">{member.hunterName}</span>
              <span className="text-xs text-slate-400">
                {member.level !== undefined ? `Lv. ${member.level}` : null}
                {member.vitality !== undefined ? ` · HP ${member.vitality * 50}` : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
