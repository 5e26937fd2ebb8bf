import type { ClientEventType, ServerMessage } from "@repgate/contracts/events";
import type { QueryClient } from "@tanstack/react-query";
import { activeBattleQueryKey } from "../../features/battles/api.ts";
import { paintStrike } from "../../features/battles/paint-strike.ts";
import { isEcho } from "../../lib/reply-echoes.ts";
import { EVENT_QUERY_KEYS } from "./event-query-keys.ts";

/**
 * Makes stale whatever `message` says changed; `resync` makes everything stale. A strike's
 * runChanged puts the battle's new figures in the cache instead of reading it (paint-strike.ts).
 */
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
    if (isEcho(queryClient, type, queryKey)) continue;
    // A strike's event carries the battle's new figures: painted from it, not read again.
    const painted =
      message.type === "runChanged" &&
      message.struck !== undefined &&
      queryKey === activeBattleQueryKey &&
      paintStrike(queryClient, message.struck);
    if (!painted) void queryClient.invalidateQueries({ queryKey });
  }
}
