import type { Notification } from "@repgate/contracts/notifications";
import { Check, Trash2 } from "lucide-react";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { cx } from "../../lib/cx.ts";
import { formatRelativeTime } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useDeleteNotification, useMarkNotificationRead } from "./api.ts";
import { NotificationActions } from "./notification-actions.tsx";
import { NotificationResolutionNote } from "./notification-resolution.tsx";

const iconButton =
  "flex size-8 items-center justify-center rounded-md text-slate-300 hover:bg-sky-500/15 hover:text-sky-100 disabled:opacity-50 max-sm:size-11";

/**
 * One notification: title, message, when, its answer buttons (or, once resolved anywhere, what
 * became of it), and its mark-read and delete buttons.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const t = useT();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const { id, title, message, createdAt, resolution } = notification;
  // A resolved notification never counts as unread, whatever an older row says.
  const isRead = notification.isRead || resolution !== null;

  return (
    <li
      className={cx(
        "flex gap-2 border-b border-slate-700/60 px-3 py-3 last:border-b-0",
        !isRead && "bg-sky-500/[0.07]",
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          "mt-1.5 size-2 shrink-0 rounded-full",
          isRead ? "bg-transparent" : "bg-sky-400",
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-50">
          {title}
          {isRead ? null : <span className="sr-only">{t("bell.unreadMark")}</span>}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-300">{message}</p>
        <p className="mt-1 text-xs text-slate-400">
          <time dateTime={createdAt}>{formatRelativeTime(createdAt)}</time>
        </p>
        {resolution ? (
          <NotificationResolutionNote resolution={resolution} />
        ) : (
          <NotificationActions notification={notification} />
        )}
      </div>
      <div className="flex shrink-0 items-start gap-0.5">
        {isRead ? null : (
          <Tooltip content={t("bell.markRead")}>
            <button
              type="button"
              className={iconButton}
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(id)}
            >
              <Check aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("bell.markReadNamed", { title })}</span>
            </button>
          </Tooltip>
        )}
        <Tooltip content={t("common.delete")}>
          <button
            type="button"
            className={cx(iconButton, "hover:text-red-200")}
            disabled={remove.isPending}
            onClick={() => remove.mutate(id)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("bell.deleteNamed", { title })}</span>
          </button>
        </Tooltip>
      </div>
    </li>
  );
}
