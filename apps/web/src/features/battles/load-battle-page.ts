import { loadAppMessages } from "../../lib/i18n/i18n.ts";

/**
 * The battle screen's code, with the English it speaks beyond the home's. Screens where a battle
 * can start call this ahead of time, so no chunk is fetched between entering a dungeon and the
 * first '+1 Rep'; the browser fetches a module once however often it is imported.
 */
export function loadBattlePage() {
  return Promise.all([import("./battle-page.tsx"), loadAppMessages()]);
}
