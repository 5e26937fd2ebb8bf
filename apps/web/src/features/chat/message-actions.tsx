import type { ChatMessage } from "@repgate/contracts/chat";
import { useState } from "react";
import { Link } from "wouter";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
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
  const author = message.user;
  const authorId = mine ? null : author.id;
  if (!authorId && !canDelete) return null;

  function hide(kind: "mute" | "block") {
    if (!authorId) return;
    setBlock.mutate(
      { userId: authorId, kind },
      {
        onSuccess: (reply) => {
          toast({ title: kind === "mute" ? "Muted" : "Blocked", description: reply.message });
        },
        onError: (e) => toastFailure("Error", e, `Could not ${kind} ${author.hunterName}.`),
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
      toastFailure("Error", e, fallback);
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
            Mute
          </button>
          <button type="button" className={linkClasses} onClick={() => setAsking("block")}>
            Block
          </button>
          <button type="button" className={linkClasses} onClick={() => setAsking("report")}>
            Report
          </button>
        </>
      ) : null}
      {canDelete ? (
        <button type="button" className={linkClasses} onClick={() => setAsking("delete")}>
          Delete
        </button>
      ) : null}
      <ConfirmDialog
        open={asking === "block"}
        onOpenChange={(open) => setAsking(open ? "block" : null)}
        title={`Block ${author.hunterName}?`}
        description={
          <>
            You will no longer see their chat messages, and they cannot send you friend requests,
            invitations or messages. You can unblock them in{" "}
            <Link href={BLOCKED_HUNTERS_PATH} className="text-sky-200 underline">
              Settings
            </Link>
            .
          </>
        }
        confirmLabel="Block"
        pendingLabel="Blocking..."
        pending={setBlock.isPending}
        onConfirm={() => hide("block")}
        confirmVariant="destructive"
      />
      <ConfirmDialog
        open={asking === "report"}
        onOpenChange={(open) => setAsking(open ? "report" : null)}
        title="Report this message?"
        description="The message and the ones around it are kept for the operator to review."
        confirmLabel="Report"
        pendingLabel="Reporting..."
        pending={working}
        onConfirm={() =>
          void act(() => reportChatMessage(message.id), "Reported", "Could not report the message.")
        }
        confirmVariant="destructive"
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => setAsking(open ? "delete" : null)}
        title="Delete this message?"
        description="It is removed from the guild chat for everyone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={working}
        onConfirm={() =>
          void act(
            () => deleteGuildChatMessage(message.id),
            "Deleted",
            "Could not delete the message.",
          )
        }
        confirmVariant="destructive"
      />
    </span>
  );
}
