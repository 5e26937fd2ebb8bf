import type { ChatHistory, ChatMessage } from "@repgate/contracts/chat";
import { ArrowDown } from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { chatTime } from "./api.ts";

/** Within this many pixels of the end, the reader counts as at the bottom (rounding, borders). */
const AT_BOTTOM_SLACK_PX = 16;

/**
 * A chat's messages, oldest first. It opens at the newest message and follows new ones while
 * the reader is at the bottom; a reader who scrolled up to read is not pulled away, and gets a
 * "New messages" button that jumps down instead.
 */
export function MessageList({
  label,
  messages,
  actionsFor,
}: {
  label: string;
  messages: ChatHistory;
  /** What the reader can do about one message (mute, block, report, delete), if anything. */
  actionsFor?: (message: ChatMessage) => ReactNode;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // A ref, not state: it is read when messages change, and scrolling must not re-render.
  const atBottom = useRef(true);
  const shownLastId = useRef<string | undefined>(undefined);
  const [unseen, setUnseen] = useState(false);
  const lastId = messages.at(-1)?.id;
  const t = useT();

  // Before paint, so the list never flashes at the oldest message.
  useLayoutEffect(() => {
    const list = listRef.current;
    const previous = shownLastId.current;
    shownLastId.current = lastId;
    if (!list || lastId === undefined || lastId === previous) return;
    // A message appended to what was shown, or a new room's history (first load, new region).
    const appended = previous !== undefined && messages.some((m) => m.id === previous);
    if (!appended || atBottom.current) {
      list.scrollTop = list.scrollHeight;
      atBottom.current = true;
      setUnseen(false);
    } else {
      setUnseen(true);
    }
  }, [lastId, messages]);

  function onScroll() {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= AT_BOTTOM_SLACK_PX;
    if (atBottom.current) setUnseen(false);
  }

  function jumpDown() {
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }

  return (
    <div className="relative">
      <ol
        ref={listRef}
        aria-label={label}
        onScroll={onScroll}
        className="flex max-h-80 flex-col gap-2 overflow-y-auto"
      >
        {messages.map((m) => (
          <li key={m.id} className="rounded-md bg-slate-900/60 px-2 py-1 text-sm">
            <Link href={`/user/${m.user.id}`} className="font-semibold text-sky-200">
              {m.user.hunterName}
            </Link>{" "}
            <span className="text-xs text-slate-400">{chatTime(m.createdAt)}</span>
            {actionsFor?.(m)}
            <p className="break-words text-slate-100">{m.content}</p>
          </li>
        ))}
      </ol>
      {unseen ? (
        // Opaque behind the button's translucent fill, so the messages under it do not show.
        <div className="-translate-x-1/2 absolute bottom-2 left-1/2 rounded-md bg-slate-950 shadow-lg">
          <Button size="lg" onClick={jumpDown}>
            <ArrowDown aria-hidden className="size-4" />
            {t("chat.newMessages")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
