import { useT } from "../../lib/i18n/i18n.ts";
import { unreadBadgeLabel, useNotifications } from "../notifications/api.ts";
import { countUnreadThreads } from "./api.ts";

/**
 * The navigation's count of conversations with unread messages (Social, More, the Messages
 * tab): nothing at 0. The number is drawn; a screen reader hears it in words with the link.
 */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { data } = useNotifications();
  const t = useT();
  const count = countUnreadThreads(data);
  const label = unreadBadgeLabel(count);
  if (!label) return null;
  return (
    <span
      data-testid="unread-messages-badge"
      className={
        className ??
        "flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white"
      }
    >
      <span aria-hidden="true">{label}</span>
      {/* The words a screen reader hears for the badge. */}
      <span className="sr-only">, {t("messages.badge.unread", { count })}</span>
    </span>
  );
}
