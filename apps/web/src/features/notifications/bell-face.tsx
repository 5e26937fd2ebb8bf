import { Bell } from "lucide-react";
import { t } from "../../lib/i18n/i18n.ts";
import { countUnread, unreadBadgeLabel, useNotifications } from "./api.ts";

export const bellTriggerClasses =
  "relative flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-sky-500/10 hover:text-sky-100 max-sm:size-11";

/** The bell's accessible name: how many notifications are unread. */
export function bellLabel(unread: number): string {
  return t("bell.label", { count: unread });
}

/** The bell icon with its unread badge: the same in the real trigger and its stand-in. */
export function BellFace({ unread }: { unread: number }) {
  const badge = unreadBadgeLabel(unread);
  return (
    <>
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
    </>
  );
}

/**
 * The bell as it looks closed, with its live unread count, while the panel's code (a popover
 * library) has not been asked for (components/deferred-control.tsx).
 */
export function NotificationBellStandIn() {
  const { data: notifications } = useNotifications();
  const unread = countUnread(notifications);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={bellLabel(unread)}
      className={bellTriggerClasses}
    >
      <BellFace unread={unread} />
    </button>
  );
}
