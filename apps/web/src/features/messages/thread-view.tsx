import type { DirectMessage } from "@repgate/contracts/messages";
import { ArrowDown } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../lib/cx.ts";
import { formatRelativeTime } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useMarkThreadRead, useThread } from "./api.ts";
import { MessageComposer } from "./message-composer.tsx";

/** Within this many pixels of the bottom the reader is following the newest message. */
const FOLLOW_SLACK_PX = 48;

function MessageBubble({
  message,
  mine,
  peerName,
  lastOfMine,
}: {
  message: DirectMessage;
  mine: boolean;
  peerName: string;
  lastOfMine: boolean;
}) {
  const t = useT();
  return (
    <li className={cx("flex flex-col", mine ? "items-end" : "items-start")}>
      <p
        className={cx(
          "max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap wrap-anywhere",
          mine ? "bg-sky-600/30 text-sky-50" : "bg-slate-800 text-slate-100",
        )}
      >
        <span className="sr-only">{mine ? t("messages.you") : peerName}: </span>
        {message.body}
      </p>
      <span className="mt-0.5 text-[11px] text-slate-400">
        <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt)}</time>
        {mine && lastOfMine && message.readAt ? <> · {t("messages.read")}</> : null}
      </span>
    </li>
  );
}

/** Whether the page is in front: a thread left open in a hidden tab is not being read. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return visible;
}

/**
 * Posts the read once per newest unread message of the peer, while the thread is on screen in
 * a page in front; a hidden tab reads it when it comes back to the front.
 */
function useReadWhileShown(peerId: string, messages: readonly DirectMessage[]) {
  const markRead = useMarkThreadRead();
  const visible = usePageVisible();
  const marked = useRef<string | null>(null);
  const newestUnread = messages.findLast((m) => m.senderId === peerId && m.readAt === null);
  const mutate = markRead.mutate;
  useEffect(() => {
    if (!visible || !newestUnread || marked.current === newestUnread.id) return;
    marked.current = newestUnread.id;
    mutate(peerId);
  }, [visible, newestUnread, peerId, mutate]);
}

/**
 * One conversation: both hunters' messages oldest to newest, older pages on demand above, the
 * newest in view and followed as they arrive unless the reader has scrolled up (then a button
 * takes them down). Showing it reads the peer's messages, on every device of the hunter.
 */
export function ThreadView({ peerId, peerName }: { peerId: string; peerName: string }) {
  const thread = useThread(peerId);
  const t = useT();
  const messages = thread.data ? [...thread.data.pages].reverse().flatMap((p) => p.messages) : [];
  useReadWhileShown(peerId, messages);

  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const heightBeforeOlder = useRef<number | null>(null);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  // Older messages went in above: keep the ones the reader was looking at where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || heightBeforeOlder.current === null) return;
    box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId]);

  // A newer message: followed when the reader is at the bottom, announced by a button if not.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !newestId) return;
    if (following.current) box.scrollTop = box.scrollHeight;
    else setNewBelow(true);
  }, [newestId]);

  function onScroll() {
    const box = scroller.current;
    if (!box) return;
    following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_SLACK_PX;
    if (following.current) setNewBelow(false);
  }

  function toNewest() {
    const box = scroller.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    following.current = true;
    setNewBelow(false);
  }

  function loadOlder() {
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void thread.fetchNextPage();
  }

  const lastOfMineId = messages.findLast((m) => m.senderId !== peerId)?.id;

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="relative">
        <div
          ref={scroller}
          onScroll={onScroll}
          role="log"
          aria-label={t("messages.conversationWith", { name: peerName })}
          // Scrollable, so it takes the keyboard's focus and arrow keys.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          className="h-[min(50dvh,30rem)] overflow-y-auto rounded-md border border-slate-700 bg-slate-950/40 p-3 focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          {thread.hasNextPage ? (
            <div className="mb-3 flex justify-center">
              <Button
                size="sm"
                variant="secondary"
                onClick={loadOlder}
                disabled={thread.isFetchingNextPage}
              >
                {thread.isFetchingNextPage ? t("messages.loadingOlder") : t("messages.loadOlder")}
              </Button>
            </div>
          ) : null}
          {thread.isPending ? (
            <p className="text-sm text-slate-300">{t("messages.loading")}</p>
          ) : thread.isError ? (
            <p className="text-sm text-slate-300">{t("messages.threadFailed")}</p>
          ) : messages.length === 0 ? (
            <p className="text-sm text-slate-300">{t("messages.noMessages", { name: peerName })}</p>
          ) : (
            <ol aria-label={t("messages.list")} className="flex flex-col gap-2">
              {messages.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  mine={m.senderId !== peerId}
                  peerName={peerName}
                  lastOfMine={m.id === lastOfMineId}
                />
              ))}
            </ol>
          )}
        </div>
        {newBelow ? (
          <Button
            size="sm"
            onClick={toNewest}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 bg-slate-900"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            {t("messages.newMessages")}
          </Button>
        ) : null}
      </div>
      <MessageComposer peerId={peerId} peerName={peerName} />
    </div>
  );
}
