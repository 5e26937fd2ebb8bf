import { notificationEndpoints } from "@repgate/contracts/endpoints/notifications";
import type { Notification } from "@repgate/contracts/notifications";
import { POLL_MS } from "@repgate/contracts/polling";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

export const notificationsQueryKey = queryKeyOf(notificationEndpoints.list);

/** How often the list is polled (docs/game-rules/screens.md). */
const NOTIFICATION_POLL_MS = POLL_MS.notifications;

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => call(notificationEndpoints.list),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** The badge text: nothing at 0, the count up to 9, then "9+". */
export function unreadBadgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}

export function countUnread(notifications: readonly Notification[] | undefined): number {
  return notifications?.filter((n) => !n.isRead).length ?? 0;
}

function useNotificationMutation<T>(request: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation((id: string) =>
    call(notificationEndpoints.markRead, { params: { id } }),
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation<void>(() => call(notificationEndpoints.markAllRead));
}

export function useDeleteNotification() {
  return useNotificationMutation((id: string) =>
    call(notificationEndpoints.delete, { params: { id } }),
  );
}
