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
  /** The hunter was kicked from their guild (issue 43): told, not left to find out. */
  "guild_kick",
  /** The party's leader removed the hunter (issue 43). */
  "party_removed",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Kinds another hunter puts in the bell that collapse: a recipient keeps at most one of each
 * from one sender, refreshed (new text, unread, now) by a repeat, so a stranger's
 * request → withdraw or invite → leave loop cannot push real notifications out of the bell.
 */
export const COLLAPSING_NOTIFICATION_TYPES: ReadonlySet<NotificationType> = new Set([
  "friend_request",
  "party_invite",
  "guild_invite",
  // A direct-message thread rings the bell once: the item is refreshed per message (its text,
  // unread count) and its messages live in direct_messages (docs/game-rules/messages.md).
  "direct_message",
]);

/**
 * How many of a kind one sender may put in one recipient's bell per window; beyond it the
 * action is refused (429) and nothing changes. Direct messages are stored in their thread,
 * so their limit is looser; their bell item is one per sender, refreshed per message.
 */
export const SENDER_LIMITS: Partial<
  Record<NotificationType, { max: number; windowMs: number; refusal: string }>
> = {
  friend_request: {
    max: 5,
    windowMs: 10 * 60_000,
    refusal: "You have sent this hunter too many friend requests. Try again in a few minutes.",
  },
  party_invite: {
    max: 5,
    windowMs: 10 * 60_000,
    refusal: "You have invited this hunter too often. Try again in a few minutes.",
  },
  guild_invite: {
    max: 5,
    windowMs: 10 * 60_000,
    refusal: "You have invited this hunter too often. Try again in a few minutes.",
  },
  direct_message: {
    max: 30,
    windowMs: 60_000,
    refusal: "You are sending this hunter messages too fast. Wait a minute.",
  },
};

/**
 * What became of a notification that asked for an answer (an invitation, a friend request, a
 * dungeon confirmation) once it was answered, ran out or lost its reason, wherever that
 * happened. A resolved notification keeps its place in the bell, read, without its buttons.
 */
export const NOTIFICATION_RESOLUTIONS = [
  "accepted",
  "declined",
  "confirmed",
  "expired",
  "cancelled",
] as const;
export type NotificationResolution = (typeof NOTIFICATION_RESOLUTIONS)[number];
