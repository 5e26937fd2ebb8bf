import type { ClientEventType } from "@repgate/contracts/events";
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * How long after its reply a mutation's own event may still arrive. The event and the reply
 * leave the server at the same commit by two ways (the NOTIFY bus and the socket, the HTTP
 * reply), in either order.
 */
const ECHO_WINDOW_MS = 3000;

interface Echo {
  event: ClientEventType;
  key: string;
  /** The event came while the request was on its way. */
  heard: boolean;
  /** Forgotten after this time, once the reply is in; Infinity while it is on its way. */
  until: number;
}

const echoes = new WeakMap<QueryClient, Set<Echo>>();

/**
 * A mutation whose reply carries the state at `queryKey` stores it (docs/architecture.md, "One
 * refresh rule"); the `event` its own transaction announces would then read that state again.
 * Call when the request leaves (onMutate), and `settled` when it ends (onSettled): the event
 * heard in between, or within a moment after a success, refreshes nothing at that key. After a
 * failure no event of ours was sent, so one heard meanwhile was someone else's: read again.
 */
export function expectEcho(
  client: QueryClient,
  event: ClientEventType,
  queryKey: QueryKey,
): { settled(succeeded: boolean): void } {
  const pending = echoes.get(client) ?? new Set<Echo>();
  echoes.set(client, pending);
  const echo: Echo = { event, key: hashKey(queryKey), heard: false, until: Infinity };
  pending.add(echo);
  return {
    settled(succeeded) {
      if (succeeded && !echo.heard) {
        echo.until = Date.now() + ECHO_WINDOW_MS;
        return;
      }
      pending.delete(echo);
      if (!succeeded && echo.heard) void client.invalidateQueries({ queryKey });
    },
  };
}

/**
 * `expectEcho` for each (event, key) pair of a reply that stores state at several keys (a
 * claimed victory's battle and next monster, a ticked quest in the list and the daily).
 */
export function expectEchoes(
  client: QueryClient,
  pairs: readonly (readonly [ClientEventType, QueryKey])[],
): { settled(succeeded: boolean): void } {
  const each = pairs.map(([event, queryKey]) => expectEcho(client, event, queryKey));
  return {
    settled(succeeded) {
      for (const echo of each) echo.settled(succeeded);
    },
  };
}

/** Whether `event` at `queryKey` is a stored reply's own announcement (and so needs no read). */
export function isEcho(client: QueryClient, event: ClientEventType, queryKey: QueryKey): boolean {
  const pending = echoes.get(client);
  if (!pending) return false;
  const key = hashKey(queryKey);
  const now = Date.now();
  for (const echo of pending) {
    if (echo.until < now) pending.delete(echo);
    else if (!echo.heard && echo.event === event && echo.key === key) {
      echo.heard = true;
      if (echo.until !== Infinity) pending.delete(echo);
      return true;
    }
  }
  return false;
}
