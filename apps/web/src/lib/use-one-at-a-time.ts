import { useCallback, useRef } from "react";

/**
 * Runs a tap's write only when the last one has settled. A button's `disabled` follows the
 * mutation's state, which reaches the screen only after React renders again; a double tap
 * lands in that gap and would send the request twice (issue 26: a second dungeon entry got
 * 409 and left the hunter on the list, a second sign-up said "Registration Failed").
 */
export function useOneAtATime(): (work: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    void work().finally(() => {
      running.current = false;
    });
  }, []);
}
