import { initialMotionReps, stepMotionReps } from "@repgate/game/sensing/motion-reps";
import { useEffect, useRef, useState } from "react";

interface MotionCounterProps {
  /** A rep was counted from the phone's motion. */
  onRep: () => void;
}

/** No sensor event this long after starting: the device has no accelerometer to offer. */
const NO_SENSOR_MS = 3000;

type Status = "waiting" | "counting" | "no-sensor";

/**
 * Motion mode of the rep counter: the phone, held against the chest or strapped on, counts a
 * rep at each peak of its acceleration (packages/game/src/sensing/motion-reps.ts). The
 * permission was asked for in the tap that opened this mode.
 */
export function MotionCounter({ onRep }: MotionCounterProps) {
  const onRepRef = useRef(onRep);
  onRepRef.current = onRep;
  const [status, setStatus] = useState<Status>("waiting");

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

  const text = {
    waiting: "Waiting for the motion sensor…",
    counting: "Hold the phone against your chest (or strap it on): each rep counts at the bottom.",
    "no-sensor": "No motion sensor answers here: use a phone, or tap after each rep.",
  }[status];
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
