import { useEffect } from "react";
import { loadBattlePage } from "./load-battle-page.ts";

/**
 * Fetches the battle screen's code once `when` holds (a screen where a battle can start or
 * goes on), so that entering a dungeon or continuing a battle never waits for a chunk.
 */
export function usePreloadBattle(when: boolean): void {
  useEffect(() => {
    // Offline, the battle's own screen retries; there is nothing to show here.
    if (when) loadBattlePage().catch(() => undefined);
  }, [when]);
}
