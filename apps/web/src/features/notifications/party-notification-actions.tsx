import type { Notification } from "@repgate/contracts/notifications";
import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useAnswerPartyDungeon, useRespondPartyInvitation } from "../parties/api.ts";
import { useRereadNotifications } from "./api.ts";
import { useNotificationPanel } from "./panel-context.ts";

export interface NotificationActionsProps {
  notification: Notification;
}

/** Accept / Decline of a `party_invite` notification. */
export function PartyInviteActions({ notification }: NotificationActionsProps) {
  const t = useT();
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
            title: t(status === "accepted" ? "bell.partyJoined" : "bell.invitationDeclined"),
            description: reply.message,
          });
        },
        onError: (error) => toastFailure(t("bell.error"), error, t("bell.partyAnswerFailed")),
      },
    );
  return (
    <>
      <Button size="sm" disabled={respond.isPending} onClick={() => answer("accepted")}>
        {t("bell.accept")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={respond.isPending}
        onClick={() => answer("declined")}
      >
        {t("bell.decline")}
      </Button>
    </>
  );
}

/** Confirm / Decline of a `party_dungeon_confirmation` notification. */
export function PartyDungeonActions({ notification }: NotificationActionsProps) {
  const t = useT();
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
        {t("bell.confirm")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={respond.pending}
        onClick={() => answer(false)}
      >
        {t("bell.decline")}
      </Button>
    </>
  );
}
