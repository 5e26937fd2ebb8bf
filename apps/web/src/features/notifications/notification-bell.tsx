import { Popover } from "radix-ui";
import { useMemo, useState } from "react";
import type { DeferredControlProps } from "../../components/deferred-control.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ScrollArea } from "../../components/ui/scroll-area.tsx";
import { TooltipProvider } from "../../components/ui/tooltip.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { countUnread, useMarkAllNotificationsRead, useNotifications } from "./api.ts";
import { BellFace, bellLabel, bellTriggerClasses } from "./bell-face.tsx";
import { NotificationItem } from "./notification-item.tsx";
import { NotificationPanelContext } from "./panel-context.ts";

/** The bell with its unread badge and the dropdown list of notifications. */
export function NotificationBell({ initiallyOpen = false }: DeferredControlProps) {
  const t = useT();
  const { data: notifications, isPending, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = countUnread(notifications);
  const [open, setOpen] = useState(initiallyOpen);
  const panel = useMemo(() => ({ close: () => setOpen(false) }), []);

  return (
    <NotificationPanelContext.Provider value={panel}>
      <TooltipProvider>
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger aria-label={bellLabel(unread)} className={bellTriggerClasses}>
            <BellFace unread={unread} />
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
                  {t("bell.title")}
                </h2>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={unread === 0 || markAll.isPending}
                  onClick={() => markAll.mutate()}
                >
                  {t("bell.markAllRead")}
                </Button>
              </div>
              <ScrollArea className="h-96" label={t("bell.list")}>
                {isPending ? (
                  <p className="p-4 text-sm text-slate-300">{t("bell.loading")}</p>
                ) : isError ? (
                  <p className="p-4 text-sm text-slate-300">{t("bell.failed")}</p>
                ) : notifications.length === 0 ? (
                  <p className="p-4 text-sm text-slate-300">{t("bell.empty")}</p>
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
      </TooltipProvider>
    </NotificationPanelContext.Provider>
  );
}
