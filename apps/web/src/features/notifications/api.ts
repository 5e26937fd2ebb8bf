import { type Notification, notificationSchema } from "@repgate/contracts/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, getJson } from "../../lib/api-client.ts";

export const notificationsQueryKey = ["/api/notifications"] as const;

/** How often the list is polled (spec part 1, section 9). */
export const NOTIFICATION_POLL_MS = 30_000;

const notificationListSchema = z.array(notificationSchema);

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => getJson("/api/notifications", notificationListSchema),
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
    apiRequest("PATCH", `/api/notifications/${encodeURIComponent(id)}/read`),
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation<void>(() => apiRequest("PATCH", "/api/notifications/read-all"));
}

export function useDeleteNotification() {
  return useNotificationMutation((id: string) =>
    apiRequest("DELETE", `/api/notifications/${encodeURIComponent(id)}`),
  );
}
