import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useUser } from "../auth/api.ts";
import { useParty } from "../parties/api.ts";
import { useBlocks, useRemoveBlock, useSetBlock } from "./api.ts";
import { BlockedPartyMemberDialog } from "./blocked-party-member-dialog.tsx";

/**
 * Block (asked first) or Unblock, on a hunter's profile. Blocking a member of one's party then
 * asks whether to leave it (BlockedPartyMemberDialog).
 */
export function BlockButton({ userId, name }: { userId: string; name: string }) {
  const blocks = useBlocks();
  const setBlock = useSetBlock();
  const removeBlock = useRemoveBlock();
  const party = useParty();
  const me = useUser().data?.id;
  const [asking, setAsking] = useState(false);
  const [askingParty, setAskingParty] = useState(false);
  const blocked = blocks.data?.some((b) => b.userId === userId && b.kind === "block") ?? false;

  // Rendered on both sides of the block: the list turns to "blocked" while it is open.
  const partyQuestion = (
    <BlockedPartyMemberDialog
      open={askingParty}
      onOpenChange={setAskingParty}
      name={name}
      memberId={userId}
      isLeader={Boolean(party.data && me && party.data.leaderId === me)}
    />
  );

  if (blocked) {
    return (
      <>
        {partyQuestion}
        <Button
          variant="secondary"
          disabled={removeBlock.isPending}
          onClick={() =>
            removeBlock.mutate(userId, {
              onSuccess: () => {
                toast({ title: "Unblocked", description: `${name} is unblocked.` });
              },
              onError: (e) => toastFailure("Error", e, `Could not unblock ${name}.`),
            })
          }
        >
          Unblock
        </Button>
      </>
    );
  }
  return (
    <>
      {partyQuestion}
      <Button variant="destructive" onClick={() => setAsking(true)}>
        Block
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Block ${name}?`}
        description="You will no longer see their chat messages, and they cannot send you friend requests, invitations or messages. If you are friends, that ends. You can unblock them later."
        confirmLabel="Block"
        pendingLabel="Blocking..."
        pending={setBlock.isPending}
        confirmVariant="destructive"
        onConfirm={() =>
          setBlock.mutate(
            { userId, kind: "block" },
            {
              onSuccess: (reply) => {
                toast({ title: "Blocked", description: reply.message });
                if (party.data?.members.some((m) => m.id === userId)) setAskingParty(true);
              },
              onError: (e) => toastFailure("Error", e, `Could not block ${name}.`),
              onSettled: () => setAsking(false),
            },
          )
        }
      />
    </>
  );
}
