import type { Notification } from "@repgate/contracts/notifications";
import { PARTY_ENTRY_CANCELLED } from "@repgate/contracts/parties";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useRespondPartyDungeon, useRespondPartyInvitation } from "../parties/api.ts";
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
  const respond = useRespondPartyDungeon();
  const reread = useRereadNotifications();
  const [, navigate] = useLocation();
  const panel = useNotificationPanel();
  const id = notification.data?.confirmationId;
  // The leader's "entry cancelled" notice carries no dungeon: nothing to answer.
  if (!id || !notification.data?.dungeonName) return null;
  const answer = (confirmed: boolean) =>
    respond.mutate(
      { id, confirmed },
      {
        onSettled: reread,
        onSuccess: (reply) => {
          if (reply.status === "entered") {
            toast({ title: "Dungeon Entered!", description: "All party members confirmed." });
            panel.close();
            navigate("/battle");
          } else if (reply.status === "cancelled") {
            toast({
              title:
                reply.message === PARTY_ENTRY_CANCELLED ? PARTY_ENTRY_CANCELLED : reply.message,
              variant: "destructive",
            });
          } else {
            toast({ title: "Confirmed", description: reply.message });
          }
        },
        onError: (error) =>
          toastFailure("Error", error, "Failed to respond to dungeon confirmation"),
      },
    );
  return (
    <>
      <Button size="sm" disabled={respond.isPending} onClick={() => answer(true)}>
        Confirm
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={respond.isPending}
        onClick={() => answer(false)}
      >
        Decline
      </Button>
    </>
  );
}
