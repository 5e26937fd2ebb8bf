import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useLeaveParty, useRemovePartyMember } from "../parties/api.ts";

/**
 * After blocking a hunter who is in the blocker's party: the block does not end the party by
 * itself (docs/game-rules/social.md), so the blocker is asked whether to leave it, or, as its
 * leader, to remove them.
 */
export function BlockedPartyMemberDialog({
  open,
  onOpenChange,
  name,
  memberId,
  isLeader,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  memberId: string;
  isLeader: boolean;
}) {
  const t = useT();
  const leave = useLeaveParty();
  const remove = useRemovePartyMember();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("safety.party.title", { name })}
      description={isLeader ? t("safety.party.leaderText") : t("safety.party.memberText")}
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("safety.party.stay")}
        </Button>
        {isLeader ? (
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(memberId, {
                onSuccess: (reply) => {
                  toast({ title: t("safety.party.removed"), description: reply.message });
                  onOpenChange(false);
                },
                onError: (e) => toastFailure(t("safety.error"), e, t("safety.party.removeFailed")),
              })
            }
          >
            {t("safety.party.remove", { name })}
          </Button>
        ) : null}
        <Button
          variant={isLeader ? "secondary" : "destructive"}
          disabled={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: (reply) => {
                toast({ title: t("safety.party.left"), description: reply.message });
                onOpenChange(false);
              },
              onError: (e) => toastFailure(t("safety.error"), e, t("safety.party.leaveFailed")),
            })
          }
        >
          {t("safety.party.leave")}
        </Button>
      </div>
    </Dialog>
  );
}
