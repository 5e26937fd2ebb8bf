import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { useParty } from "../parties/api.ts";
import { useBlocks, useRemoveBlock, useSetBlock } from "./api.ts";
import { BlockedPartyMemberDialog } from "./blocked-party-member-dialog.tsx";

/**
 * Block (asked first) or Unblock, on a hunter's profile. Blocking a member of one's party then
 * asks whether to leave it (BlockedPartyMemberDialog).
 */
export function BlockButton({ userId, name }: { userId: string; name: string }) {
  const t = useT();
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
                toast({
                  title: t("safety.unblocked"),
                  description: t("safety.unblockedText", { name }),
                });
              },
              onError: (e) =>
                toastFailure(t("safety.error"), e, t("safety.unblockFailed", { name })),
            })
          }
        >
          {t("safety.unblock")}
        </Button>
      </>
    );
  }
  return (
    <>
      {partyQuestion}
      <Button variant="destructive" onClick={() => setAsking(true)}>
        {t("safety.block")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("safety.blockQuestion", { name })}
        description={t("safety.blockText")}
        confirmLabel={t("safety.block")}
        pendingLabel={t("safety.blocking")}
        pending={setBlock.isPending}
        confirmVariant="destructive"
        onConfirm={() =>
          setBlock.mutate(
            { userId, kind: "block" },
            {
              onSuccess: (reply) => {
                toast({ title: t("safety.blocked"), description: reply.message });
                if (party.data?.members.some((m) => m.id === userId)) setAskingParty(true);
              },
              onError: (e) => toastFailure(t("safety.error"), e, t("safety.blockFailed", { name })),
              onSettled: () => setAsking(false),
            },
          )
        }
      />
    </>
  );
}
