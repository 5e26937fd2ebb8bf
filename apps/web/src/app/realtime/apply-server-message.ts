import type { ClientEventType, ServerMessage } from "@repgate/contracts/events";
import type { QueryClient } from "@tanstack/react-query";
import { isEcho } from "../../lib/reply-echoes.ts";
import { EVENT_QUERY_KEYS } from "./event-query-keys.ts";

/** Makes stale whatever `message` says changed; `resync` makes everything stale. */
export function applyServerMessage(queryClient: QueryClient, message: ServerMessage): void {
  if (message.type === "resync") {
    void queryClient.invalidateQueries();
    return;
  }
  const type = message.type as ClientEventType;
  const keys = EVENT_QUERY_KEYS[type];
  if (!keys) return;
  for (const queryKey of keys) {
    // What a mutation just stored from its reply is already this event's news.
    if (!isEcho(queryClient, type, queryKey)) void queryClient.invalidateQueries({ queryKey });
  }
}
