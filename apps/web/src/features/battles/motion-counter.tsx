import { initialMotionReps, stepMotionReps } from "@repgate/game/sensing/motion-reps";
import { useEffect, useRef, useState } from "react";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";

interface MotionCounterProps {
  /** A rep was counted from the phone's motion. */
  onRep: () => void;
}

/** No sensor event this long after starting: the device has no accelerometer to offer. */
const NO_SENSOR_MS = 3000;

type Status = "waiting" | "counting" | "no-sensor";

const STATUS_TEXT: Record<Status, MessageId> = {
  waiting: "battle.count.motionWaiting",
  counting: "battle.count.motionCounting",
  "no-sensor": "battle.count.noSensor",
};

/**
 * Motion mode of the rep counter: the phone, held against the chest or strapped on, counts a
 * rep at each peak of its acceleration (packages/game/src/sensing/motion-reps.ts). The
 * permission was asked for in the tap that opened this mode.
 */
export function MotionCounter({ onRep }: MotionCounterProps) {
  const onRepRef = useRef(onRep);
  onRepRef.current = onRep;
  const [status, setStatus] = useState<Status>("waiting");
  const t = useT();

  useEffect(() => {
    let state = initialMotionReps;
    let seen = false;
    const onMotion = (event: DeviceMotionEvent) => {
      const a = event.accelerationIncludingGravity;
      if (a?.x == null || a.y == null || a.z == null) return;
      if (!seen) {
        seen = true;
        setStatus("counting");
      }
      state = stepMotionReps(state, { timeMs: event.timeStamp, x: a.x, y: a.y, z: a.z });
      if (state.counted) onRepRef.current();
    };
    window.addEventListener("devicemotion", onMotion);
    const timer = window.setTimeout(() => {
      if (!seen) setStatus("no-sensor");
    }, NO_SENSOR_MS);
    return () => {
      window.removeEventListener("devicemotion", onMotion);
      window.clearTimeout(timer);
    };
  }, []);

  const text = t(STATUS_TEXT[status]);
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        status === "no-sensor"
          ? "rounded-md border border-amber-300/70 bg-amber-500/15 px-3 py-2 text-sm font-semibold text-amber-50"
          : "rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2 text-sm text-slate-100"
      }
    >
      {text}
    </p>
  );
}
