import type { Notification } from "@repgate/contracts/notifications";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useMemo, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ScrollArea } from "../../components/ui/scroll-area.tsx";
import {
  countUnread,
  unreadBadgeLabel,
  useMarkAllNotificationsRead,
  useNotifications,
} from "./api.ts";
import { NotificationItem } from "./notification-item.tsx";
import { NotificationPanelContext } from "./panel-context.ts";
import { ReplyDialog } from "./reply-dialog.tsx";

/** The bell with its unread badge and the dropdown list of notifications. */
export function NotificationBell() {
  const { data: notifications, isPending, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = countUnread(notifications);
  const badge = unreadBadgeLabel(unread);
  const [open, setOpen] = useState(false);
  const [replyTo, setReplyTo] = useState<Notification | null>(null);
  // The dialog lives outside the dropdown: the dropdown closes when the dialog opens.
  const panel = useMemo(
    () => ({
      openReply: (notification: Notification) => {
        setOpen(false);
        setReplyTo(notification);
      },
      close: () => setOpen(false),
    }),
    [],
  );

  return (
    <NotificationPanelContext.Provider value={panel}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
          className="relative flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-sky-500/10 hover:text-sky-100"
        >
          <Bell aria-hidden="true" className="size-5" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white"
            >
              {badge}
            </span>
          ) : null}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-labelledby="notifications-title"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="system-panel z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden p-0"
          >
            <div className="flex items-center justify-between gap-2 border-b border-sky-400/30 px-3 py-2">
              <h2 id="notifications-title" className="system-heading">
                Notifications
              </h2>
              <Button
                variant="ghost"
                size="sm"
                disabled={unread === 0 || markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                Mark all read
              </Button>
            </div>
            <ScrollArea className="h-96" label="Notification list">
              {isPending ? (
                <p className="p-4 text-sm text-slate-300">Loading notifications...</p>
              ) : isError ? (
                <p className="p-4 text-sm text-slate-300">Could not load notifications.</p>
              ) : notifications.length === 0 ? (
                <p className="p-4 text-sm text-slate-300">No notifications yet.</p>
              ) : (
                <ul>
                  {notifications.map((n) => (
                    <NotificationItem key={n.id} notification={n} />
                  ))}
                </ul>
              )}
            </ScrollArea>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <ReplyDialog replyTo={replyTo} onClose={() => setReplyTo(null)} />
    </NotificationPanelContext.Provider>
  );
}
