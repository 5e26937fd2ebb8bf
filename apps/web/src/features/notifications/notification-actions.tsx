import type { Notification } from "@repgate/contracts/notifications";
import type { NotificationType } from "@repgate/game/rules/notifications";
import type { ComponentType } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useAcceptFriend, useDeclineFriend } from "../friends/api.ts";
import { useRereadNotifications } from "./api.ts";
import { GuildInviteActions } from "./guild-notification-actions.tsx";
import { useNotificationPanel } from "./panel-context.ts";
import { PartyDungeonActions, PartyInviteActions } from "./party-notification-actions.tsx";

type NotificationActionsComponent = ComponentType<{ notification: Notification }>;

/** Reply opens the conversation with the sender: what was said, and the field to answer in. */
function ReplyAction({ notification }: { notification: Notification }) {
  const t = useT();
  const panel = useNotificationPanel();
  const senderId = notification.data?.senderId;
  if (!senderId) return null;
  return (
    <Button asChild size="sm" variant="secondary">
      <Link href={`/messages/${senderId}`} onClick={() => panel.close()}>
        {t("bell.reply")}
      </Link>
    </Button>
  );
}

/** The request's notification resolves on the server; the bell reads it again either way. */
function FriendRequestActions({ notification }: { notification: Notification }) {
  const t = useT();
  const accept = useAcceptFriend();
  const decline = useDeclineFriend();
  const reread = useRereadNotifications();
  const friendshipId = notification.data?.friendshipId;
  if (!friendshipId) return null;
  const pending = accept.isPending || decline.isPending;
  return (
    <>
      <Button
        size="sm"
        disabled={pending}
        onClick={() =>
          accept.mutate(friendshipId, {
            onSuccess: () => toast({ title: t("bell.friendAdded") }),
            onError: (error) => toastFailure(t("bell.acceptFailed"), error, t("bell.acceptFailed")),
            onSettled: reread,
          })
        }
      >
        {t("bell.accept")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={pending}
        onClick={() =>
          decline.mutate(friendshipId, {
            onError: (error) =>
              toastFailure(t("bell.declineFailed"), error, t("bell.declineFailed")),
            onSettled: reread,
          })
        }
      >
        {t("bell.decline")}
      </Button>
    </>
  );
}

/**
 * The buttons each notification type shows under its message, one line a type. A type without
 * an entry shows only mark-read and delete.
 */
const NOTIFICATION_ACTIONS: Partial<Record<NotificationType, NotificationActionsComponent>> = {
  direct_message: ReplyAction,
  friend_request: FriendRequestActions,
  guild_invite: ({ notification }) => <GuildInviteActions data={notification.data} />,
  party_invite: PartyInviteActions,
  party_dungeon_confirmation: PartyDungeonActions,
};

export function NotificationActions({ notification }: { notification: Notification }) {
  const Actions = NOTIFICATION_ACTIONS[notification.type];
  if (!Actions) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Actions notification={notification} />
    </div>
  );
}
