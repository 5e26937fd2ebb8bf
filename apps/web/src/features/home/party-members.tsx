import type { User } from "@repgate/contracts/user";

/**
 * The hunter's party. No party endpoint is declared yet (parties are a later issue), so there
 * is nothing to read: the parties issue declares one in @repgate/contracts and lists the
 * members here (name, level, HP = vitality x 50).
 */
export function PartyMembers({ user }: { user: User }) {
  return (
    <div>
      <h2 className="system-heading">Party Members</h2>
      {user.partyId === null ? (
        <p className="mt-2 text-sm text-slate-400">Not in a party.</p>
      ) : null}
    </div>
  );
}
