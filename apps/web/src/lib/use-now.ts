import { useEffect, useState } from "react";

/**
 * The current time in epoch milliseconds, refreshed every `intervalMs` while `enabled`. For
 * countdowns only: every number the server owns comes from its replies.
 */
export function useNow(intervalMs = 1000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}

/**
 * Counts down from the server's `secondsLeft`, measured from when this screen received it:
 * the phone's clock may be minutes off the server's, but its stopwatch is not.
 */
export function useServerCountdown(secondsLeft: number): number {
  const [anchor, setAnchor] = useState(() => ({ secondsLeft, at: Date.now() }));
  if (anchor.secondsLeft !== secondsLeft) setAnchor({ secondsLeft, at: Date.now() });
  const now = useNow(250);
  const elapsed = Math.floor(Math.max(0, now - anchor.at) / 1000);
  return Math.max(0, anchor.secondsLeft - elapsed);
}
