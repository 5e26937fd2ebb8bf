/**
 * The battle screen's code. Screens where a battle can start call this ahead of time, so no
 * chunk is fetched between entering a dungeon and the first '+1 Rep'; the browser fetches a
 * module once however often it is imported.
 */
export function loadBattlePage() {
  return import("./battle-page.tsx");
}
