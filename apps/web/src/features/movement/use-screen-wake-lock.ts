import { useEffect } from "react";

/**
 * Keeps the screen on while `enabled`, where the browser allows it: a locked phone stops
 * reporting positions. The browser drops the lock when the page is hidden, so it is asked for
 * again each time the page comes back. Failure is harmless and silent.
 */
export function useScreenWakeLock(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const request = () => {
      navigator.wakeLock.request("screen").then(
        (lock) => {
          if (cancelled) void lock.release();
          else sentinel = lock;
        },
        () => {},
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") request();
    };
    request();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisibility);
      void sentinel?.release();
    };
  }, [enabled]);
}
