import { createHash } from "node:crypto";

/**
 * The id a hunter's daily or weekly quest of one period is stored under: a name-based UUID
 * (version 5 layout, SHA-1 of hunter, type and period). A quest read that finds the day not yet
 * begun shows the quest with this id before it is stored (presentHunterDay), so a tick sent
 * on what the hunter saw finds the same quest once the day is brought in.
 */
export function periodQuestId(userId: string, type: "daily" | "weekly", periodKey: string): string {
  const hash = createHash("sha1").update(`repgate:quest:${userId}:${type}:${periodKey}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
