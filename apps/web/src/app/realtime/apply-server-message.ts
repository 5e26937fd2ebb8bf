import type { ClientEventType, ServerMessage } from "@repgate/contracts/events";
import type { QueryClient } from "@tanstack/react-query";
import { EVENT_QUERY_KEYS } from "./event-query-keys.ts";

/** Makes stale whatever `message` says changed; `resync` makes everything stale. */
export function applyServerMessage(queryClient: QueryClient, message: ServerMessage): void {
  if (message.type === "resync") {
    void queryClient.invalidateQueries();
    return;
  }
  const keys = EVENT_QUERY_KEYS[message.type as ClientEventType];
  if (!keys) return;
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
