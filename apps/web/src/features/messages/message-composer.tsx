import { FRIEND_MESSAGE_MAX } from "@repgate/contracts/friends";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useSendDirectMessage } from "./api.ts";

/**
 * The thread's message field (docs/game-rules/screens.md): at most 500 characters with an n/500
 * counter; Enter sends, Shift+Enter starts a new line. What was sent shows in the thread, so a
 * success needs no toast; a refusal (not friends, blocked, too fast) keeps the text.
 */
export function MessageComposer({ peerId, peerName }: { peerId: string; peerName: string }) {
  const [text, setText] = useState("");
  const send = useSendDirectMessage(peerId);
  const fieldId = useId();
  const counterId = useId();
  const t = useT();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message) {
      toast({
        title: t("messages.invalid"),
        description: t("messages.empty"),
        variant: "destructive",
      });
      return;
    }
    if (send.isPending) return;
    send.mutate(message, {
      onSuccess: () => setText(""),
      onError: (error) => toastFailure(t("messages.sendFailed"), error, t("messages.sendFailed")),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-200">
        {t("messages.label")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          value={text}
          rows={2}
          maxLength={FRIEND_MESSAGE_MAX}
          aria-describedby={counterId}
          placeholder={t("messages.placeholder", { name: peerName })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cx(inputClasses, "h-auto min-w-0 flex-1 resize-none py-2")}
        />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t("messages.sending") : t("messages.send")}
        </Button>
      </div>
      <p id={counterId} className="text-right text-xs text-slate-400">
        {text.length}/{FRIEND_MESSAGE_MAX}
      </p>
    </form>
  );
}
