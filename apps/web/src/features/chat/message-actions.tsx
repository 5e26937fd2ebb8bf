import type { ChatMessage } from "@repgate/contracts/chat";
import { useState } from "react";
import { Link } from "wouter";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { BLOCKED_HUNTERS_PATH, useSetBlock } from "../safety/api.ts";
import { deleteGuildChatMessage, reportChatMessage } from "./api.ts";

type Asking = "block" | "report" | "delete" | null;

const linkClasses = "text-xs text-slate-400 underline-offset-2 hover:text-sky-200 hover:underline";

/**
 * What a hunter can do about a message: of another hunter's, mute them (reversible at once in
 * settings, so no question), block them and report the message (each asked first); in a guild
 * chat, a rank with canDeleteMessages deletes any message (asked first). Hiding happens on the
 * server: blocksChanged makes the chats read again without them; a deletion reaches every open
 * guild chat as chatMessageDeleted.
 */
export function MessageActions({
  message,
  mine,
  canDelete,
}: {
  message: ChatMessage;
  mine: boolean;
  canDelete: boolean;
}) {
  const setBlock = useSetBlock();
  const [asking, setAsking] = useState<Asking>(null);
  const [working, setWorking] = useState(false);
  const t = useT();
  const author = message.user;
  const authorId = mine ? null : author.id;
  if (!authorId && !canDelete) return null;

  function hide(kind: "mute" | "block") {
    if (!authorId) return;
    setBlock.mutate(
      { userId: authorId, kind },
      {
        onSuccess: (reply) => {
          toast({
            title: t(kind === "mute" ? "chat.muted" : "chat.blocked"),
            description: reply.message,
          });
        },
        onError: (e) =>
          toastFailure(
            t("chat.error"),
            e,
            t(kind === "mute" ? "chat.mute.failed" : "chat.block.failed", {
              name: author.hunterName,
            }),
          ),
        onSettled: () => setAsking(null),
      },
    );
  }

  async function act(run: () => Promise<{ message: string }>, title: string, fallback: string) {
    setWorking(true);
    try {
      const reply = await run();
      toast({ title, description: reply.message });
    } catch (e) {
      toastFailure(t("chat.error"), e, fallback);
    } finally {
      setWorking(false);
      setAsking(null);
    }
  }

  return (
    <span className="ml-2 inline-flex gap-2">
      {authorId ? (
        <>
          <button type="button" className={linkClasses} onClick={() => hide("mute")}>
            {t("chat.mute")}
          </button>
          <button type="button" className={linkClasses} onClick={() => setAsking("block")}>
            {t("chat.block")}
          </button>
          <button type="button" className={linkClasses} onClick={() => setAsking("report")}>
            {t("chat.report")}
          </button>
        </>
      ) : null}
      {canDelete ? (
        <button type="button" className={linkClasses} onClick={() => setAsking("delete")}>
          {t("chat.delete")}
        </button>
      ) : null}
      <ConfirmDialog
        open={asking === "block"}
        onOpenChange={(open) => setAsking(open ? "block" : null)}
        title={t("chat.block.title", { name: author.hunterName })}
        description={richText("chat.block.text", {
          settings: (
            <Link href={BLOCKED_HUNTERS_PATH} className="text-sky-200 underline">
              {t("chat.block.settings")}
            </Link>
          ),
        })}
        confirmLabel={t("chat.block")}
        pendingLabel={t("chat.block.pending")}
        pending={setBlock.isPending}
        onConfirm={() => hide("block")}
        confirmVariant="destructive"
      />
      <ConfirmDialog
        open={asking === "report"}
        onOpenChange={(open) => setAsking(open ? "report" : null)}
        title={t("chat.report.title")}
        description={t("chat.report.text")}
        confirmLabel={t("chat.report")}
        pendingLabel={t("chat.report.pending")}
        pending={working}
        onConfirm={() =>
          void act(
            () => reportChatMessage(message.id),
            t("chat.report.done"),
            t("chat.report.failed"),
          )
        }
        confirmVariant="destructive"
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => setAsking(open ? "delete" : null)}
        title={t("chat.delete.title")}
        description={t("chat.delete.text")}
        confirmLabel={t("chat.delete")}
        pendingLabel={t("chat.delete.pending")}
        pending={working}
        onConfirm={() =>
          void act(
            () => deleteGuildChatMessage(message.id),
            t("chat.delete.done"),
            t("chat.delete.failed"),
          )
        }
        confirmVariant="destructive"
      />
    </span>
  );
}
