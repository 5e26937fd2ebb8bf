import { CHAT_MAX_LENGTH, type ChatHistory, type ChatType } from "@repgate/contracts/chat";
import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import { userEndpoints } from "@repgate/contracts/endpoints/users";
import { REGIONS, type Region } from "@repgate/game/content/regions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { tabListFillClasses, tabTriggerFillClasses } from "../../components/ui/tabs.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { ApiError, call } from "../../lib/api-client.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { onServerMessage, sendRealtime } from "../../lib/realtime-channel.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";
import { userQueryKey, useUser } from "../auth/api.ts";
import { useGuildPermissions } from "../guilds/api.ts";
import { chatQueryKey, chatQueryOptions, dropDeletedAuthorMessages } from "./api.ts";
import { MessageActions } from "./message-actions.tsx";
import { MessageList } from "./message-list.tsx";

const LABELS: Record<ChatType, MessageId> = {
  regional: "chat.tab.regional",
  party: "chat.tab.party",
  guild: "chat.tab.guild",
};
const LIST_LABELS: Record<ChatType, MessageId> = {
  regional: "chat.messages.regional",
  party: "chat.messages.party",
  guild: "chat.messages.guild",
};

export interface ChatPanelProps {
  /** Which chats show, in order (the guild screen shows only ["guild"]). */
  chatTypes?: readonly ChatType[];
}

/** Live chat: tabs Regional (with the region selector), Party and Guild (docs/game-rules/screens.md). */
export function ChatPanel({ chatTypes = ["regional", "party", "guild"] }: ChatPanelProps) {
  const { data: user } = useUser();
  const t = useT();
  // "Guild Chat" on the guild screen, where the guild's is the only chat.
  const heading = t(
    chatTypes.length === 1 && chatTypes[0] === "guild" ? "chat.heading.guild" : "chat.heading",
  );
  const [tab, setTab] = useState<ChatType>(chatTypes[0] ?? "regional");
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type === "chatRefused") {
          toast({
            title: t("chat.refused"),
            description: message.message,
            variant: "destructive",
          });
          return;
        }
        if (message.type === "chatMessageDeleted") {
          queryClient.setQueryData<ChatHistory>(chatQueryKey("guild"), (old) =>
            old?.filter((m) => m.id !== message.messageId),
          );
          return;
        }
        if (message.type === "chatAuthorDeleted") {
          dropDeletedAuthorMessages(queryClient, message.userId);
          return;
        }
        if (message.type !== "newMessage") return;
        const added = message.message;
        queryClient.setQueryData<ChatHistory>(chatQueryKey(message.chatType), (old) =>
          old && !old.some((m) => m.id === added.id) ? [...old, added] : old,
        );
      }),
    [queryClient, t],
  );

  const enabled = (type: ChatType) =>
    type === "regional" || (type === "party" ? Boolean(user?.partyId) : Boolean(user?.guildId));

  return (
    <Panel aria-label={heading}>
      <PanelHeading>{heading}</PanelHeading>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as ChatType)}>
        {chatTypes.length > 1 ? (
          <Tabs.List aria-label={t("chat.tabs")} className={tabListFillClasses}>
            {chatTypes.map((type) => (
              <Tabs.Trigger
                key={type}
                value={type}
                disabled={!enabled(type)}
                className={tabTriggerFillClasses}
              >
                {t(LABELS[type])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        ) : null}
        {chatTypes.map((type) => (
          <Tabs.Content key={type} value={type} className="mt-3">
            {enabled(type) ? <ChatRoom chatType={type} region={user?.region} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Panel>
  );
}

/** How long a sent message may wait for the server's answer before Send is offered again. */
const SEND_ANSWER_TIMEOUT_MS = 10_000;
let sendCounter = 0;

function ChatRoom({ chatType, region }: { chatType: ChatType; region?: Region | undefined }) {
  const queryClient = useQueryClient();
  const { data: me } = useUser();
  const guildPermissions = useGuildPermissions(chatType === "guild");
  const canDelete = chatType === "guild" && guildPermissions.data?.canDeleteMessages === true;
  const history = useQuery(chatQueryOptions(chatType));
  const t = useT();
  const [text, setText] = useState("");
  // The message on its way: its tag and the text it carried, until the server answers.
  const [pending, setPending] = useState<{ clientId: string; text: string } | null>(null);

  useEffect(() => {
    if (history.error instanceof ApiError && history.error.status === 401) {
      toast({
        title: t("chat.unauthorized"),
        description: t("chat.unauthorizedText"),
        variant: "destructive",
      });
      const timer = setTimeout(() => window.location.assign(authEndpoints.loginRedirect.path), 500);
      return () => clearTimeout(timer);
    }
  }, [history.error, t]);

  // The box is cleared only once the server stored the message: a refused one (flood, too
  // long, no room) keeps its text, to send again (ChatPanel shows the reason).
  useEffect(() => {
    if (!pending) return;
    const stop = onServerMessage((message) => {
      if (message.type === "chatSent" && message.clientId === pending.clientId) {
        // Unless the hunter already typed something else meanwhile.
        setText((current) => (current === pending.text ? "" : current));
        setPending(null);
      } else if (message.type === "chatRefused" && message.clientId === pending.clientId) {
        setPending(null);
      }
    });
    // No answer (the socket dropped): keep the text and let the hunter try again.
    const timer = setTimeout(() => setPending(null), SEND_ANSWER_TIMEOUT_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [pending]);

  async function changeRegion(next: string) {
    try {
      const echo = expectEcho(queryClient, "hunterChanged", userQueryKey);
      try {
        // The reply is the hunter in their new region: stored, so its hunterChanged reads it
        // no more. No event announces the new region's chat: it is read here.
        const user = await call(userEndpoints.setRegion, {
          body: { region: next as (typeof REGIONS)[number] },
        });
        queryClient.setQueryData(userQueryKey, user);
        echo.settled(true);
      } catch (error) {
        echo.settled(false);
        throw error;
      }
      await queryClient.invalidateQueries({ queryKey: chatQueryKey("regional") });
    } catch (error) {
      toastFailure(t("chat.error"), error, t("chat.sendFailed"));
    }
  }

  function send(event: React.FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content || pending) return;
    sendCounter += 1;
    const clientId = `${Date.now().toString(36)}-${sendCounter}`;
    const ok = sendRealtime({
      type: "chat",
      data: { clientId, content, type: chatType, ...(chatType === "regional" ? { region } : {}) },
    });
    if (!ok) {
      toast({ title: t("chat.error"), description: t("chat.sendFailed"), variant: "destructive" });
      return;
    }
    setPending({ clientId, text });
  }

  return (
    <div className="flex flex-col gap-2">
      {chatType === "regional" ? (
        <label className="flex items-center gap-2 text-sm text-slate-300">
          {t("chat.region")}
          <select
            className="rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100"
            value={region}
            onChange={(e) => void changeRegion(e.target.value)}
          >
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <MessageList
        label={t(LIST_LABELS[chatType])}
        messages={history.data ?? []}
        actionsFor={(m) => (
          <MessageActions message={m} mine={m.user.id === me?.id} canDelete={canDelete} />
        )}
      />
      <form onSubmit={send} className="flex gap-2">
        <input
          aria-label={t("chat.input")}
          className="min-w-0 flex-1 rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100"
          maxLength={CHAT_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("chat.placeholder")}
        />
        <Button type="submit" disabled={!text.trim() || pending !== null}>
          {t("chat.send")}
        </Button>
      </form>
    </div>
  );
}
