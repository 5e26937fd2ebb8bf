import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useNow } from "./use-now.ts";

/**
 * Seconds a cleared dungeon's rewards stay on screen before the return to /
 * (docs/game-rules/screens.md §3). Longer than a defeat's 3: there is more to read.
 */
export const CLEARED_REDIRECT_SECONDS = 6;

/**
 * Counts `seconds` down, then calls `onLeave` (once) and goes to /. Returns the seconds left,
 * for a "Returning home in N..." line.
 */
export function useReturnHome(seconds: number, onLeave?: () => void): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const left = Math.max(0, Math.ceil((deadline - useNow(250)) / 1000));
  const [, navigate] = useLocation();
  const gone = useRef(false);
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useEffect(() => {
    if (left > 0 || gone.current) return;
    gone.current = true;
    leave.current?.();
    navigate("/");
  }, [left, navigate]);
  return left;
}
