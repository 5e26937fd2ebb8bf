import type { PartyRow } from "../../db/schema/parties.ts";
import { AppError } from "../../lib/http/errors.ts";

// Who may do what in a party. Routes, the realtime room policy and the web's buttons all
// follow these answers; the server checks them on every write.

export const PARTY_FULL = "This party is full (4 hunters at most).";

function isLeader(party: PartyRow, userId: string): boolean {
  return party.leaderId === userId;
}

/** Only the leader invites, and only while the party has room. */
export function canInvite(party: PartyRow, userId: string, memberCount: number): boolean {
  return isLeader(party, userId) && memberCount < party.maxMembers;
}

/**
 * Why an invitation can no longer be answered, or null while it stands. It carries the
 * sender's right to invite, so it dies with it: the sender left the party or no longer leads
 * it (the next leader never chose this invitee), or the party filled up. `leaderId` is the
 * party's effective leader.
 */
export function invitationProblem(
  leaderId: string,
  memberIds: string[],
  maxMembers: number,
  inviterId: string,
): AppError | null {
  if (!memberIds.includes(inviterId)) {
    return new AppError("gone", "This invitation has expired: its sender left the party.");
  }
  if (leaderId !== inviterId) {
    return new AppError(
      "gone",
      "This invitation has expired: its sender no longer leads the party.",
    );
  }
  if (memberIds.length >= maxMembers) return new AppError("conflict", PARTY_FULL);
  return null;
}

export function requireLeader(party: PartyRow, userId: string, message: string): void {
  if (!isLeader(party, userId)) throw new AppError("forbidden", message);
}
