import type { PartyRow } from "../../db/schema/parties.ts";
import { AppError } from "../../lib/errors.ts";

// Who may do what in a party. Routes, the realtime room policy and the web's buttons all
// follow these answers; the server checks them on every write.

export const PARTY_FULL = "This party is full (4 hunters at most).";

export function isLeader(party: PartyRow, userId: string): boolean {
  return party.leaderId === userId;
}

/** Only the leader invites, and only while the party has room. */
export function canInvite(party: PartyRow, userId: string, memberCount: number): boolean {
  return isLeader(party, userId) && memberCount < party.maxMembers;
}

export function requireLeader(party: PartyRow, userId: string, message: string): void {
  if (!isLeader(party, userId)) throw new AppError("forbidden", message);
}
