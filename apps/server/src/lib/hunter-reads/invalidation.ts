import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import { onCommit } from "../../db/unit-of-work.ts";
import type { EventBus } from "../../realtime/bus.ts";
import type { HunterChanges } from "./hunter-read-cache.ts";

/**
 * Drops kept answers when what they show may have changed: for every domain event any instance
 * commits (the hunter it names, or everyone's for an event that names none; this instance's own
 * as they commit, the others' when the bus brings them), everyone's after
 * the bus reconnects (events may have been missed), and the writer's own before a write request
 * replies, so its next read on this instance never waits on the bus. Call before any route is
 * registered: the write routes get the hook, the reads pay for none.
 */
export function installHunterReadInvalidation(
  app: FastifyInstance,
  changes: HunterChanges,
  bus: EventBus | undefined,
): () => void {
  const dropWritersReads: onSendHookHandler = (
    request: FastifyRequest,
    _reply: FastifyReply,
    payload,
    done,
  ) => {
    if (request.user) changes.changed(request.user.id);
    done(null, payload);
  };
  app.addHook("onRoute", (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    if (methods.every((method) => method === "GET" || method === "HEAD")) return;
    const own = options.onSend;
    options.onSend = own === undefined ? [dropWritersReads] : [own, dropWritersReads].flat();
  });
  const unsubscribe = bus?.subscribe((event) => changes.heard(event));
  const unsubscribeCommits = onCommit((events) => {
    for (const event of events) changes.heard(event);
  });
  const unsubscribeResync = bus?.onResync(() => changes.changedAll());
  return () => {
    unsubscribe?.();
    unsubscribeCommits();
    unsubscribeResync?.();
  };
}
