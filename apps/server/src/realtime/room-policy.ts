import type { Room } from "./rooms.ts";

/** What decides a hunter's rooms: who they are, where they chat, which groups they belong to. */
export interface RoomFacts {
  userId: string;
  region: string;
  partyId: string | null;
  guildId: string | null;
}

/**
 * The rooms a hunter may read: everyone's, their own, their region's, and their party's and guild's while
 * they are a member. The hub joins a socket to these on connect and whenever roomsChanged says
 * the facts changed; chat asks `mayReadRoom`, so a room's history, its sends and its reports
 * follow the same rule as its live messages.
 */
export function roomsForHunter(facts: RoomFacts): Room[] {
  const rooms: Room[] = ["everyone", `user:${facts.userId}`, `region:${facts.region}`];
  if (facts.partyId) rooms.push(`party:${facts.partyId}`);
  if (facts.guildId) rooms.push(`guild:${facts.guildId}`);
  return rooms;
}

/** Whether the hunter reads `room`: chat serves a room's history, sends and reports only then. */
export function mayReadRoom(facts: RoomFacts, room: Room): boolean {
  return roomsForHunter(facts).includes(room);
}
