export const NOTIFICATION_TYPES = [
  "friend_request",
  "friend_accept",
  "guild_invite",
  "guild_accept",
  "party_invite",
  "party_accept",
  "party_dungeon_confirmation",
  "dungeon_spawn",
  "quest_complete",
  "direct_message",
  /** An achievement was unlocked (issue 11). */
  "achievement",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
