import { worldEventEndpoints } from "@repgate/contracts/endpoints/world-events";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { onServerMessage } from "../../lib/realtime-channel.ts";
import { showSystemWindows } from "../../lib/system-windows.ts";
import { currentWorldEventQueryKey } from "./api.ts";

/**
 * System windows for a Gate Break, wherever the hunter is in the app: it opened, its boss fell,
 * and (to each hunter who dealt damage) the reward was paid, with their place and damage. The
 * socket's worldEventChanged says what happened; the names and figures are read from the server.
 * Keyed by event and phase, so each is shown once per tab. The opening is not shown over a
 * fight in progress.
 */
export function useGateBreakWindows(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type !== "worldEventChanged") return;
        const { eventId, state, paid } = message;
        void (async () => {
          const { event } = await queryClient.fetchQuery({
            queryKey: currentWorldEventQueryKey,
            queryFn: () => call(worldEventEndpoints.current, {}, { cache: "no-store" }),
            staleTime: 0,
          });
          if (event?.id !== eventId) return;
          const names = { eventName: event.name, bossName: event.bossName };
          // A hunter mid-fight is not interrupted: the home's card announces it when they are back.
          if (state === "open" && !inBattle()) {
            showSystemWindows([
              { key: `gate-break:${eventId}:open`, content: { kind: "gate-break-open", ...names } },
            ]);
          }
          if (state !== "won") return;
          showSystemWindows([
            {
              key: `gate-break:${eventId}:fallen`,
              content: { kind: "gate-break-fallen", ...names },
            },
          ]);
          if (!paid) return;
          const { own } = await queryClient.fetchQuery({
            queryKey: queryKeyOf(worldEventEndpoints.contributors, { id: eventId }),
            queryFn: () =>
              call(worldEventEndpoints.contributors, { params: { id: eventId }, query: {} }),
            staleTime: 0,
          });
          if (!own) return;
          showSystemWindows([
            {
              key: `gate-break:${eventId}:reward`,
              content: {
                kind: "gate-break-reward",
                ...names,
                place: own.place,
                damage: own.damage,
              },
            },
          ]);
        })().catch(() => {
          // The home's card still shows the event; a window missed for a dropped read is harmless.
        });
      }),
    [queryClient],
  );
}

function inBattle(): boolean {
  return window.location.pathname.startsWith("/battle");
}
