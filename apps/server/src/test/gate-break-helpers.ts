import { inTransaction } from "../db/unit-of-work.ts";
import { openWorldEvent } from "../modules/battles/world-boss-lifecycle.ts";
import { planGateBreak } from "../modules/world-events/schedule.ts";
import type { TestApp } from "./test-app.ts";
import { setBossHP } from "./world-event-row.ts";

/** A rank-E Gate Break opened now, as its open job leaves it; its boss at `hp` HP if given. */
export async function openGateBreak(t: TestApp, hp?: number) {
  const event = await inTransaction(t.db, (tx) =>
    planGateBreak(tx, { rank: "E", startsAt: t.clock.now(), hours: 2 }),
  );
  if (!event) throw new Error("not scheduled");
  await openWorldEvent(t.db, { eventId: event.id, now: t.clock.now() });
  if (hp !== undefined) await setBossHP(t.db, event.id, hp);
  return event;
}

/** `POST /api/world-events/{id}/join` as `hunter`: the reply, for its status and battle. */
export function joinGateBreak(t: TestApp, hunter: { cookie: string }, eventId: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/world-events/${eventId}/join`,
    headers: { cookie: hunter.cookie },
  });
}
