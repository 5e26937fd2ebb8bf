/** Spec: online when the last activity was 5 minutes ago or less. */
const ONLINE_WINDOW_MS = 5 * 60_000;

export type PresenceState = "in-dungeon" | "online" | "offline";

/** In-dungeon if inDungeon is set; else online within 5 minutes of the last activity; else offline. */
export function presenceOf(
  hunter: { inDungeon: boolean; lastActiveAt: Date },
  now: Date,
): PresenceState {
  if (hunter.inDungeon) return "in-dungeon";
  return now.getTime() - hunter.lastActiveAt.getTime() <= ONLINE_WINDOW_MS ? "online" : "offline";
}
