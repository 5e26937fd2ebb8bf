import type { User } from "@repgate/contracts/user";
import { useEffect, useRef } from "react";
import { browserTimeZone } from "../../lib/browser.ts";
import { firstScreenShown } from "../../pwa/first-screen.ts";
import { useUpdateTimezone } from "./api.ts";

/**
 * Sends the browser's time zone when it differs from the stored one, once per hunter and zone,
 * so a failure does not loop. A hunter's "day" (daily quests, energy) follows this zone.
 */
export function useTimezoneSync(user: User | null | undefined) {
  const { mutate } = useUpdateTimezone();
  const attempted = useRef<string | null>(null);
  const userId = user?.id;
  const stored = user?.timezone;

  useEffect(() => {
    if (!userId) return;
    // The first read of the zone loads the time zone tables (50-70 ms on a phone): not while
    // the first screen is being put together, and then in a task of its own.
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void firstScreenShown.then(() => {
      if (!live) return;
      timer = setTimeout(() => {
        const zone = browserTimeZone();
        if (!zone || zone === stored) return;
        const key = `${userId}:${zone}`;
        if (attempted.current === key) return;
        attempted.current = key;
        mutate(zone);
      }, 1_000);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, stored, mutate]);
}
