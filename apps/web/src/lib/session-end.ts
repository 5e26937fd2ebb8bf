import { useEffect, useRef } from "react";

/** What must stop when a session ends in this tab (a connected heart-rate strap, say). */
const stoppers = new Set<() => void>();

/** Runs `stop` when the signed-in hunter signs out or another signs in; once per registration. */
export function onSessionEnd(stop: () => void): void {
  stoppers.add(stop);
}

/**
 * Ends what belongs to a session when the signed-in hunter changes: a logout, a session the
 * server ended (the socket says so), another hunter signing in on the same tab.
 */
export function useEndOnSignOut(userId: string | null): void {
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) {
      const stopping = [...stoppers];
      stoppers.clear();
      for (const stop of stopping) stop();
    }
    previous.current = userId;
  }, [userId]);
}
