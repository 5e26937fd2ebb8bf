import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useLeaveParty } from "../parties/api.ts";

/**
 * After blocking a hunter who is in the blocker's party: the block does not end the party by
 * itself (docs/game-rules/social.md), so the blocker is asked whether to leave it. The party has
 * no route to remove a member, so a leader who stays keeps the hunter in the party.
 */
export function BlockedPartyMemberDialog({
  open,
  onOpenChange,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
}) {
  const leave = useLeaveParty();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${name} is in your party`}
      description="Blocking does not remove anyone from a party. Leave the party, or stay in it with them."
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Stay in Party
        </Button>
        <Button
          variant="destructive"
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
