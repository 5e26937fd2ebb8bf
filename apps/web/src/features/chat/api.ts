import { CHAT_TYPES, type ChatHistory, type ChatType } from "@repgate/contracts/chat";
import { chatEndpoints } from "@repgate/contracts/endpoints/chat";
import { guildEndpoints } from "@repgate/contracts/endpoints/guilds";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { currentLanguage, t } from "../../lib/i18n/i18n.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

const ENDPOINT = {
  regional: chatEndpoints.regional,
  party: chatEndpoints.party,
  guild: chatEndpoints.guild,
};

export function chatQueryKey(chatType: ChatType) {
  return queryKeyOf(ENDPOINT[chatType]);
}

export function chatQueryOptions(chatType: ChatType) {
  return queryOptions({
    queryKey: chatQueryKey(chatType),
    queryFn: (): Promise<ChatHistory> => call(ENDPOINT[chatType]),
  });
}

/**
 * An author deleted their account (`chatAuthorDeleted`): their messages went with it, so the
 * chats held here drop them as the server now would, without reading the rooms again.
 */
export function dropDeletedAuthorMessages(queryClient: QueryClient, authorId: string): void {
  for (const chatType of CHAT_TYPES) {
    queryClient.setQueryData<ChatHistory>(chatQueryKey(chatType), (old) =>
      old?.some((m) => m.user.id === authorId) ? old.filter((m) => m.user.id !== authorId) : old,
    );
  }
}

/** now, Nm ago, Nh ago, then a date (docs/game-rules/screens.md). */
export function chatTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return t("chat.time.now");
  if (seconds < 3600) return t("chat.time.minutes", { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t("chat.time.hours", { count: Math.floor(seconds / 3600) });
  return new Date(iso).toLocaleDateString(currentLanguage());
}

/** Reports a message to the operator (kept with the messages around it). */
export function reportChatMessage(id: string, reason?: string) {
  return call(chatEndpoints.report, { params: { id }, body: reason ? { reason } : {} });
}

/** Deletes a guild chat message (a rank with canDeleteMessages); every guild chat drops it. */
export function deleteGuildChatMessage(id: string) {
  return call(guildEndpoints.deleteChatMessage, { params: { id } });
}
