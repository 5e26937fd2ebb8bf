import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
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
  const leave = useLeaveParty();
  const remove = useRemovePartyMember();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${name} is in your party`}
      description={
        isLeader
          ? "Blocking does not remove anyone from a party. As its leader you can remove them, or leave the party."
          : "Blocking does not remove anyone from a party. Leave the party, or stay in it with them."
      }
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Stay in Party
        </Button>
        {isLeader ? (
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(memberId, {
                onSuccess: (reply) => {
                  toast({ title: "Member Removed", description: reply.message });
                  onOpenChange(false);
                },
                onError: (e) => toastFailure("Error", e, "Failed to remove member"),
              })
            }
          >
            Remove {name}
          </Button>
        ) : null}
        <Button
          variant={isLeader ? "secondary" : "destructive"}
          disabled={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: (reply) => {
                toast({ title: "Left Party", description: reply.message });
                onOpenChange(false);
              },
              onError: (e) => toastFailure("Error", e, "Failed to leave party"),
            })
          }
        >
          Leave Party
        </Button>
      </div>
    </Dialog>
  );
}
