import { FRIEND_MESSAGE_MAX } from "@repgate/contracts/friends";
import type { Notification } from "@repgate/contracts/notifications";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { cx } from "../../lib/cx.ts";
import { useSendFriendMessage } from "../friends/api.ts";

/**
 * Replies to a direct message (docs/game-rules/screens.md): a recipient, a message of at most 500
 * characters with an n/500 counter; Enter sends, Shift+Enter starts a new line.
 */
export function ReplyDialog({
  replyTo,
  onClose,
}: {
  replyTo: Notification | null;
  onClose: () => void;
}) {
  const [text, setText] = useState("");
  const send = useSendFriendMessage();
  const fieldId = useId();
  const counterId = useId();
  const recipientId = replyTo?.data?.senderId;
  const recipientName = replyTo?.data?.senderName ?? "a hunter";

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reply starts empty.
  useEffect(() => setText(""), [replyTo?.id]);

  function submit() {
    const message = text.trim();
    if (!message || !recipientId) {
      toast({
        title: "Invalid Input",
        description: "Please enter a reply message.",
        variant: "destructive",
      });
      return;
    }
    send.mutate(
      { friendId: recipientId, message },
      {
        onSuccess: () => {
          toast({
            title: "Reply Sent",
            description: `Your reply to ${recipientName} is on its way.`,
          });
          onClose();
        },
        onError: (error) => toastFailure("Failed to Send Reply", error, "Failed to Send Reply"),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Dialog
      open={replyTo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Reply"
      description={
        <>
          To <strong className="text-sky-100">{recipientName}</strong>. Enter sends; Shift+Enter
          starts a new line.
        </>
      }
    >
      {replyTo?.message ? (
        <blockquote className="mb-3 border-l-2 border-sky-400/50 pl-3 text-sm break-words text-slate-300">
          {replyTo.message}
        </blockquote>
      ) : null}
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-200">
        Message
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={FRIEND_MESSAGE_MAX}
        rows={4}
        aria-describedby={counterId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={cx(inputClasses, "mt-1.5 h-auto resize-none py-2")}
      />
      <p id={counterId} className="mt-1 text-right text-xs text-slate-400" aria-live="polite">
        {text.length}/{FRIEND_MESSAGE_MAX}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send"}
        </Button>
      </div>
    </Dialog>
  );
}
