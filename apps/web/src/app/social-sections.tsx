import { Link, useLocation } from "wouter";
import { UnreadMessagesBadge } from "../features/messages/unread-messages-badge.tsx";
import { cx } from "../lib/cx.ts";
import { useT } from "../lib/i18n/i18n.ts";

const SECTION_CLASSES =
  "flex items-center gap-2 rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold max-sm:min-h-11 focus-visible:outline-2 focus-visible:outline-sky-300";

/**
 * The Social screen's two sections as links (each an address of its own): the standings and
 * groups, and the hunter's conversations with their unread count.
 */
export function SocialSections() {
  const t = useT();
  const [location] = useLocation();
  const inMessages = location === "/messages" || location.startsWith("/messages/");
  const look = (current: boolean) =>
    cx(
      SECTION_CLASSES,
      current
        ? "border-sky-400 text-sky-50"
        : "border-transparent text-slate-300 hover:text-sky-100",
    );
  return (
    <nav aria-label={t("app.socialSections")}>
      <ul className="flex border-b border-sky-400/20">
        <li>
          <Link
            href="/leaderboard"
            aria-current={inMessages ? undefined : "page"}
            className={look(!inMessages)}
          >
            {t("app.socialOverview")}
          </Link>
        </li>
        <li>
          <Link
            href="/messages"
            aria-current={inMessages ? "page" : undefined}
            className={look(inMessages)}
          >
            {t("app.socialMessages")}
            <UnreadMessagesBadge />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
