import { lazy, Suspense, useState } from "react";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { useParty } from "./api.ts";

// The dialog's library loads when a request arrives, not with every signed-in page.
const PartyConfirmationDialog = lazy(() =>
  import("./party-confirmation-dialog.tsx").then((module) => ({
    default: module.PartyConfirmationDialog,
  })),
);

/**
 * Opens the member's dialog while the party waits on their answer to the leader's dungeon
 * request; it closes by itself when the request is answered, cancelled or expires anywhere
 * (the party's partyChanged reads the party again).
 */
export function PartyConfirmationHost() {
  const user = useUser().data;
  const t = useT();
  const party = useParty(Boolean(user?.partyId)).data;
  const [later, setLater] = useState<string | null>(null);
  const pending = party?.pendingConfirmation;
  if (!user || !party || !pending || later === pending.id) return null;
  if (pending.replies[user.id] !== null) return null;
  const leader = party.members.find((m) => m.id === party.leaderId);
  return (
    <Suspense fallback={null}>
      <PartyConfirmationDialog
        entry={{
          id: pending.id,
          dungeonName: pending.dungeonName,
          secondsLeft: pending.secondsLeft,
          leaderName: leader?.hunterName ?? t("party.confirm.yourLeader"),
        }}
        onLater={() => setLater(pending.id)}
      />
    </Suspense>
  );
}
