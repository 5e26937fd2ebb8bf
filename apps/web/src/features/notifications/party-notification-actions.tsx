import type { Notification } from "@repgate/contracts/notifications";
import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useAnswerPartyDungeon, useRespondPartyInvitation } from "../parties/api.ts";
import { useRereadNotifications } from "./api.ts";
import { useNotificationPanel } from "./panel-context.ts";

export interface NotificationActionsProps {
  notification: Notification;
}

/** Accept / Decline of a `party_invite` notification. */
export function PartyInviteActions({ notification }: NotificationActionsProps) {
  const respond = useRespondPartyInvitation();
  const reread = useRereadNotifications();
  const id = notification.data?.invitationId;
  if (!id) return null;
  const answer = (status: "accepted" | "declined") =>
    respond.mutate(
      { id, status },
      {
        // The answered invitation's notification reads again (the bell owns that cache).
        onSettled: reread,
        onSuccess: (reply) => {
          toast({
            title: status === "accepted" ? "Party Joined" : "Invitation Declined",
            description: reply.message,
          });
        },
        onError: (error) => toastFailure("Error", error, "Failed to respond to party invitation"),
      },
    );
  return (
    <>
      <Button size="sm" disabled={respond.isPending} onClick={() => answer("accepted")}>
        Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={respond.isPending}
        onClick={() => answer("declined")}
      >
        Decline
      </Button>
    </>
  );
}

/** Confirm / Decline of a `party_dungeon_confirmation` notification. */
export function PartyDungeonActions({ notification }: NotificationActionsProps) {
  const reread = useRereadNotifications();
  const panel = useNotificationPanel();
  const respond = useAnswerPartyDungeon({ onEntered: panel.close });
  const id = notification.data?.confirmationId;
  // The leader's "entry cancelled" notice carries no dungeon: nothing to answer.
  if (!id || !notification.data?.dungeonName) return null;
  const answer = (confirmed: boolean) => respond.answer(id, confirmed, reread);
  return (
    <>
      <Button size="sm" disabled={respond.pending} onClick={() => answer(true)}>
        Confirm
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={respond.pending}
        onClick={() => answer(false)}
      >
        Decline
      </Button>
    </>
  );
}
