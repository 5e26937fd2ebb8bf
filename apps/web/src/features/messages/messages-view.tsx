import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useFriends } from "../friends/api.ts";
import { useThreads } from "./api.ts";
import { ThreadList } from "./thread-list.tsx";
import { ThreadView } from "./thread-view.tsx";

/** The peer's name from the conversations, or the friends list before the first message. */
function usePeerName(peerId: string | undefined): string {
  const threads = useThreads();
  const friends = useFriends();
  const t = useT();
  if (!peerId) return "";
  return (
    threads.data?.find((thread) => thread.peerId === peerId)?.peerName ??
    friends.data?.find((f) => f.id === peerId)?.hunterName ??
    t("messages.thisHunter")
  );
}

/**
 * /messages and /messages/:peerId (docs/game-rules/messages.md): the conversations beside the
 * open one from 1024 px; on a phone one or the other, with a way back to the list.
 */
export function MessagesView({ peerId }: { peerId?: string }) {
  const peerName = usePeerName(peerId);
  const t = useT();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Panel
        aria-labelledby="conversations-heading"
        className={cx("flex min-w-0 flex-col gap-3", peerId && "max-lg:hidden")}
      >
        <PanelHeading id="conversations-heading">{t("messages.heading")}</PanelHeading>
        <ThreadList currentPeerId={peerId} />
      </Panel>
      {peerId ? (
        <Panel aria-labelledby="thread-heading" className="flex min-w-0 flex-col gap-3">
          <div className="flex items-center gap-2">
            <Link
              href="/messages"
              aria-label={t("messages.all")}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-200 hover:bg-sky-500/10 lg:hidden"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
            </Link>
            <PanelHeading id="thread-heading" className="min-w-0 wrap-anywhere">
              <Link href={`/user/${peerId}`} className="underline-offset-2 hover:underline">
                {peerName}
              </Link>
            </PanelHeading>
          </div>
          <ThreadView key={peerId} peerId={peerId} peerName={peerName} />
        </Panel>
      ) : (
        <Panel className="max-lg:hidden" aria-label={t("messages.noneOpen")}>
          <p className="text-sm text-slate-300">{t("messages.choose")}</p>
        </Panel>
      )}
    </div>
  );
}
