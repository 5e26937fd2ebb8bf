import type { WorldEvent } from "@repgate/contracts/world-events";
import { useEffect, useState } from "react";
import { onServerMessage } from "../../lib/realtime-channel.ts";

/**
 * The boss's shared HP as it falls: the event's HP when read, then each `worldBossHP` frame the
 * socket brings (the server sends a few a second, coalesced, not one per hit). HP only falls
 * during an event, so the lower of the read and the frame is the newer news: a frame that
 * arrives before a slower read is never undone by it.
 */
export function useBossHp(event: Pick<WorldEvent, "id" | "hp">): number {
  const [live, setLive] = useState<{ eventId: string; hp: number } | null>(null);
  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type !== "worldBossHP" || message.eventId !== event.id) return;
        setLive((last) =>
          last && last.eventId === message.eventId && last.hp <= message.hp
            ? last
            : { eventId: message.eventId, hp: message.hp },
        );
      }),
    [event.id],
  );
  return live && live.eventId === event.id ? Math.min(live.hp, event.hp) : event.hp;
}
