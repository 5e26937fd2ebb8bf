import type { MessageThread } from "@repgate/contracts/messages";
import { Link } from "wouter";
import { ScreenLoadError } from "../../components/ui/load-states.tsx";
import { cx } from "../../lib/cx.ts";
import { formatRelativeTime } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { useThreads } from "./api.ts";

function ThreadRow({ thread, current }: { thread: MessageThread; current: boolean }) {
  const mine = thread.lastMessage.senderId !== thread.peerId;
  const unread = thread.unreadCount;
  const t = useT();
  return (
    <li>
      <Link
        href={`/messages/${thread.peerId}`}
        aria-current={current ? "page" : undefined}
        className={cx(
          "flex min-h-11 items-start gap-2 rounded-md border px-3 py-2",
          current
            ? "border-sky-400 bg-sky-500/15"
            : "border-slate-700 bg-slate-950/40 hover:border-sky-400",
        )}
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cx(
                "min-w-0 wrap-anywhere text-sky-100",
                unread > 0 ? "font-bold" : "font-semibold",
              )}
            >
              {thread.peerName}
            </span>
            <span className="shrink-0 text-xs text-slate-400">
              {formatRelativeTime(thread.lastMessage.createdAt)}
            </span>
          </span>
          <span className="block truncate text-sm text-slate-300">
            {mine
              ? t("messages.lastMine", { body: thread.lastMessage.body })
              : thread.lastMessage.body}
          </span>
        </span>
        {unread > 0 ? (
          <span className="mt-0.5 flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
            <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
            <span className="sr-only">, {t("messages.unread", { count: unread })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** The hunter's conversations, newest activity first, each with its unread count. */
export function ThreadList({ currentPeerId }: { currentPeerId?: string }) {
  const threads = useThreads();
  const t = useT();
  if (threads.isPending) return <p className="text-sm text-slate-300">{t("messages.loading")}</p>;
  if (threads.isError) {
    return (
      <ScreenLoadError onRetry={() => void threads.refetch()}>
        {t("messages.loadFailed")}
      </ScreenLoadError>
    );
  }
  if (threads.data.length === 0) {
    return (
      <p className="text-sm text-slate-300">
        {richText("messages.none", {
          friends: (
            <Link href="/profile#friends" className="text-sky-200 underline underline-offset-2">
              {t("messages.none.friends")}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <ul aria-label={t("messages.heading")} className="flex flex-col gap-2">
      {threads.data.map((thread) => (
        <ThreadRow key={thread.peerId} thread={thread} current={thread.peerId === currentPeerId} />
      ))}
    </ul>
  );
}
