import { worldEventEndpoints } from "@repgate/contracts/endpoints/world-events";
import { GATE_BREAKER_TITLE } from "@repgate/game/rules/world-boss";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { onServerMessage } from "../../lib/realtime-channel.ts";
import { showSystemWindows } from "../../lib/system-windows.ts";
import { currentWorldEventQueryKey } from "./api.ts";

/**
 * System windows for a Gate Break, wherever the hunter is in the app: it opened, its boss fell,
 * and (to each hunter who dealt damage) the reward was paid: the XP and gold their
 * worldBossRewarded says the server credited, with their place and damage. The socket's events
 * say what happened; the names and places are read from the server.
 * Keyed by event and phase, so each is shown once per tab. The opening is not shown over a
 * fight in progress.
 */
export function useGateBreakWindows(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type !== "worldEventChanged" && message.type !== "worldBossRewarded") return;
        const { eventId } = message;
        void (async () => {
          const { event } = await queryClient.fetchQuery({
            queryKey: currentWorldEventQueryKey,
            queryFn: () => call(worldEventEndpoints.current, {}, { cache: "no-store" }),
            staleTime: 0,
          });
          if (event?.id !== eventId) return;
          const names = { eventName: event.name, bossName: event.bossName };
          const fallen = {
            key: `gate-break:${eventId}:fallen`,
            content: { kind: "gate-break-fallen", ...names } as const,
          };
          if (message.type === "worldBossRewarded") {
            // The share the server credited, with the hunter's place and damage beside it.
            const { own } = await queryClient.fetchQuery({
              queryKey: queryKeyOf(worldEventEndpoints.contributors, { id: eventId }),
              queryFn: () =>
                call(worldEventEndpoints.contributors, { params: { id: eventId }, query: {} }),
              staleTime: 0,
            });
            if (!own) return;
            showSystemWindows([
              fallen,
              {
                key: `gate-break:${eventId}:reward`,
                content: {
                  kind: "gate-break-reward",
                  ...names,
                  place: own.place,
                  damage: own.damage,
                  xp: message.xp,
                  gold: message.gold,
                  title: message.title ? GATE_BREAKER_TITLE : null,
                },
              },
            ]);
            return;
          }
          // A hunter mid-fight is not interrupted: the home's card announces it when they are back.
          if (message.state === "open" && !inBattle()) {
            showSystemWindows([
              { key: `gate-break:${eventId}:open`, content: { kind: "gate-break-open", ...names } },
            ]);
          }
          if (message.state === "won") showSystemWindows([fallen]);
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
