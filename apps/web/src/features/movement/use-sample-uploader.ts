import type { MovementRun, PositionSampleRequest } from "@repgate/contracts/movement";
import { useCallback, useEffect, useRef } from "react";
import { isApiStatus } from "../../lib/api-client.ts";
import { sendPositionSample } from "./api.ts";

/** Readings waiting while offline; beyond this the oldest are dropped. */
const MAX_QUEUED_SAMPLES = 120;

interface Handlers {
  onRun: (run: MovementRun) => void;
  onError: (error: unknown) => void;
}

/**
 * Sends position samples one at a time, in the order they were taken, so the server always
 * judges a reading against the one before it. A 404 or 409 means the run is over: stop.
 */
export function useSampleUploader(runId: string, handlers: Handlers) {
  const queue = useRef<PositionSampleRequest[]>([]);
  const busy = useRef(false);
  const stopped = useRef(false);
  const lastTimestamp = useRef(Number.NEGATIVE_INFINITY);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const pump = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      for (let sample = queue.current.shift(); sample; sample = queue.current.shift()) {
        if (stopped.current) break;
        try {
          handlersRef.current.onRun(await sendPositionSample(runId, sample));
        } catch (error) {
          handlersRef.current.onError(error);
          if (isApiStatus(error, 404, 409)) {
            stopped.current = true;
            queue.current = [];
          }
        }
      }
    } finally {
      busy.current = false;
    }
  }, [runId]);

  return useCallback(
    (sample: PositionSampleRequest) => {
      if (stopped.current) return;
      // A watch may hand over the same fix twice (a new watch starts with the last one): the
      // server would judge the copy "out of order" and the screen would say so for nothing.
      if (sample.timestamp <= lastTimestamp.current) return;
      lastTimestamp.current = sample.timestamp;
      queue.current.push(sample);
      if (queue.current.length > MAX_QUEUED_SAMPLES) queue.current.shift();
      void pump();
    },
    [pump],
  );
}
