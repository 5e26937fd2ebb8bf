import type { ClientEvent, ClientEventType } from "@repgate/contracts/events";

/** A room is the set of sockets that hear one kind of news. */
export type Room =
  | `user:${string}`
  | `region:${string}`
  | `party:${string}`
  | `guild:${string}`
  /** Every signed-in socket: news that is the same for all (a leaderboard period's start). */
  | "everyone";

type RoomOf<T extends ClientEventType> = (event: Extract<ClientEvent, { type: T }>) => Room;

/** The room of a chat: its party's, its guild's or its region's. */
export function chatRoomOf(e: {
  chatType: "regional" | "party" | "guild";
  region: string | null;
  partyId: string | null;
  guildId: string | null;
}): Room {
  return e.chatType === "party"
    ? `party:${e.partyId}`
    : e.chatType === "guild"
      ? `guild:${e.guildId}`
      : `region:${e.region}`;
}

/**
 * Where each event that browsers hear is delivered. Typed per event, so a new event cannot be
 * added to the contract without deciding who may hear it.
 */
const EVENT_ROOMS: { [T in ClientEventType]: RoomOf<T> } = {
  notificationCreated: (e) => `user:${e.userId}`,
  notificationsChanged: (e) => `user:${e.userId}`,
  directMessagesChanged: (e) => `user:${e.userId}`,
  walletChanged: (e) => `user:${e.userId}`,
  hunterChanged: (e) => `user:${e.userId}`,
  hunterUnlocked: (e) => `user:${e.userId}`,
  hunterLeveledUp: (e) => `user:${e.userId}`,
  inventoryChanged: (e) => `user:${e.userId}`,
  questsChanged: (e) => `user:${e.userId}`,
  runChanged: (e) => `user:${e.userId}`,
  friendsChanged: (e) => `user:${e.userId}`,
  newMessage: (e) => chatRoomOf(e),
  chatAuthorDeleted: (e) => chatRoomOf(e),
  blocksChanged: (e) => `user:${e.userId}`,
  chatMessageDeleted: (e) => `guild:${e.guildId}`,
  guildAnnouncementSent: (e) => `guild:${e.guildId}`,
  guildDetailsChanged: (e) => `guild:${e.guildId}`,
  guildRanksChanged: (e) => `guild:${e.guildId}`,
  guildMembersChanged: (e) => `guild:${e.guildId}`,
  partyChanged: (e) => `user:${e.userId}`,
  partyBattleChanged: (e) => `user:${e.userId}`,
  partyRunStarted: (e) => `user:${e.userId}`,
  sessionsChanged: (e) => `user:${e.userId}`,
  watchersChanged: (e) => `user:${e.userId}`,
  controllerChanged: (e) => `user:${e.userId}`,
  leaderboardRolledOver: () => "everyone",
  guildListChanged: () => "everyone",
  worldEventChanged: () => "everyone",
  worldBossRewarded: (e) => `user:${e.userId}`,
};

export function roomOfEvent(event: ClientEvent): Room {
  return (EVENT_ROOMS[event.type] as RoomOf<typeof event.type>)(event as never);
}
