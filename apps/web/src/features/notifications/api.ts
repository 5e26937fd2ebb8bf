import { notificationEndpoints } from "@repgate/contracts/endpoints/notifications";
import type { Notification } from "@repgate/contracts/notifications";
import { POLL_MS } from "@repgate/contracts/polling";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";

export const notificationsQueryKey = queryKeyOf(notificationEndpoints.list);

/** How often the list is polled (docs/game-rules/screens.md). */
const NOTIFICATION_POLL_MS = POLL_MS.notifications;

/** The list the bell counts, read as the signed-in app opens (app/routes.ts, LAYOUT_READS). */
export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: () => call(notificationEndpoints.list),
});

export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions, refetchInterval: NOTIFICATION_POLL_MS });
}

/** The badge text: nothing at 0, the count up to 9, then "9+". */
export function unreadBadgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}

/** Unread and still waiting: a resolved notification (answered anywhere) never counts. */
export function countUnread(notifications: readonly Notification[] | undefined): number {
  return notifications?.filter((n) => !n.isRead && n.resolution === null).length ?? 0;
}

/**
 * After an answer from the bell, succeeded or refused ("already answered" elsewhere): the list
 * is read again at once, so the item shows what became of it even before the socket says so.
 */
export function useRereadNotifications(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

/**
 * Reading, reading all and deleting answer with a success and nothing more: what that means
 * for the list is stored here (`apply`), so the notificationsChanged each announces reads the
 * list no more. A refusal (another tab deleted it) reads the list again.
 */
function useNotificationMutation<T>(
  request: (arg: T) => Promise<unknown>,
  apply: (list: Notification[], arg: T) => Notification[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: () => expectEcho(queryClient, "notificationsChanged", notificationsQueryKey),
    onSuccess: (_reply, arg) =>
      queryClient.setQueryData<Notification[]>(
        notificationsQueryKey,
        (list) => list && apply(list, arg),
      ),
    onSettled: (_reply, error, _arg, echo) => echo?.settled(error === null),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation(
    (id: string) => call(notificationEndpoints.markRead, { params: { id } }),
    (list, id) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation<void>(
    () => call(notificationEndpoints.markAllRead),
    (list) => list.map((n) => ({ ...n, isRead: true })),
  );
}

export function useDeleteNotification() {
  return useNotificationMutation(
    (id: string) => call(notificationEndpoints.delete, { params: { id } }),
    (list, id) => list.filter((n) => n.id !== id),
  );
}
