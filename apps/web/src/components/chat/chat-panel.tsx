import { CHAT_MAX_LENGTH, type ChatHistory, type ChatType } from "@repgate/contracts/chat";
import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import { userEndpoints } from "@repgate/contracts/endpoints/users";
import { REGIONS } from "@repgate/game/regions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { userQueryKey, useUser } from "../../features/auth/api.ts";
import { chatQueryKey, chatQueryOptions, chatTime } from "../../features/chat/api.ts";
import { ApiError, call } from "../../lib/api-client.ts";
import { onServerMessage, sendRealtime } from "../../lib/realtime-channel.ts";
import { Button } from "../ui/button.tsx";
import { Panel, PanelHeading } from "../ui/panel.tsx";
import { tabListFillClasses, tabTriggerFillClasses } from "../ui/tabs.tsx";
import { toast, toastFailure } from "../ui/toast-store.ts";

const LABELS: Record<ChatType, string> = { regional: "Regional", party: "Party", guild: "Guild" };

export interface ChatPanelProps {
  /** Which chats show, in order (the guild screen shows only ["guild"]). */
  chatTypes?: readonly ChatType[];
  /** The panel's heading ("Guild Chat" on the guild screen). */
  title?: string;
}

/** Live chat: tabs Regional (with the region selector), Party and Guild (spec part 2 §2). */
export function ChatPanel({
  chatTypes = ["regional", "party", "guild"],
  title = "Chat",
}: ChatPanelProps) {
  const { data: user } = useUser();
  const [tab, setTab] = useState<ChatType>(chatTypes[0] ?? "regional");
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type === "chatRefused") {
          toast({
            title: "Cannot send message to this chat",
            description: message.message,
            variant: "destructive",
          });
          return;
        }
        if (message.type !== "newMessage") return;
        const added = message.message;
        queryClient.setQueryData<ChatHistory>(chatQueryKey(message.chatType), (old) =>
          old && !old.some((m) => m.id === added.id) ? [...old, added] : old,
        );
      }),
    [queryClient],
  );

  const enabled = (type: ChatType) =>
    type === "regional" || (type === "party" ? Boolean(user?.partyId) : Boolean(user?.guildId));

  return (
    <Panel aria-label={title}>
      <PanelHeading>{title}</PanelHeading>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as ChatType)}>
        {chatTypes.length > 1 ? (
          <Tabs.List aria-label="Chats" className={tabListFillClasses}>
            {chatTypes.map((type) => (
              <Tabs.Trigger
                key={type}
                value={type}
                disabled={!enabled(type)}
                className={tabTriggerFillClasses}
              >
                {LABELS[type]}
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

function ChatRoom({ chatType, region }: { chatType: ChatType; region?: string }) {
  const queryClient = useQueryClient();
  const history = useQuery(chatQueryOptions(chatType));
  const [text, setText] = useState("");

  useEffect(() => {
    if (history.error instanceof ApiError && history.error.status === 401) {
      toast({
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
        variant: "destructive",
      });
      const timer = setTimeout(() => window.location.assign(authEndpoints.loginRedirect.path), 500);
      return () => clearTimeout(timer);
    }
  }, [history.error]);

  async function changeRegion(next: string) {
    try {
      await call(userEndpoints.setRegion, { body: { region: next as (typeof REGIONS)[number] } });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      await queryClient.invalidateQueries({ queryKey: chatQueryKey("regional") });
    } catch (error) {
      toastFailure("Error", error, "Unable to send message");
    }
  }

  function send(event: React.FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    const ok = sendRealtime({
      type: "chat",
      data: { content, type: chatType, ...(chatType === "regional" ? { region } : {}) },
    });
    if (!ok) {
      toast({ title: "Error", description: "Unable to send message", variant: "destructive" });
      return;
    }
    setText("");
  }

  return (
    <div className="flex flex-col gap-2">
      {chatType === "regional" ? (
        <label className="flex items-center gap-2 text-sm text-slate-300">
          Region
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
      <ol
        aria-label={`${LABELS[chatType]} messages`}
        className="flex max-h-80 flex-col gap-2 overflow-y-auto"
      >
        {(history.data ?? []).map((m) => (
          <li key={m.id} className="rounded-md bg-slate-900/60 px-2 py-1 text-sm">
            {m.user.id ? (
              <a href={`/user/${m.user.id}`} className="font-semibold text-sky-200">
                {m.user.hunterName}
              </a>
            ) : (
              <span className="font-semibold text-slate-400">{m.user.hunterName}</span>
            )}{" "}
            <span className="text-xs text-slate-400">{chatTime(m.createdAt)}</span>
            <p className="break-words text-slate-100">{m.content}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="flex gap-2">
        <input
          aria-label="Message"
          className="min-w-0 flex-1 rounded-md border border-sky-400/30 bg-slate-900 px-2 py-1 text-slate-100"
          maxLength={CHAT_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Type a message..."
        />
        <Button type="submit" disabled={!text.trim()}>
          Send
        </Button>
      </form>
    </div>
  );
}
