import type { Party, PartyPermissions } from "@repgate/contracts/parties";
import { nameKey } from "@repgate/game/rules/name-key";
import type { NotificationResolution } from "@repgate/game/rules/notifications";
import type { Db, Queryable } from "../../db/connect.ts";
import type { PartyRow } from "../../db/schema/parties.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { findDungeon } from "../battles/repo.ts";
import { notify, removeInvitationNotice, resolveNotices } from "../notifications/service.ts";
import { assertMayReach } from "../reach/policy.ts";
import { findUserById, setPartyMembership } from "../users/repo.ts";
import { resolveConfirmationNotices } from "./confirmation-notices.ts";
import { canInvite, invitationProblem, PARTY_FULL, requireLeader } from "./policy.ts";
import { presentParty } from "./present.ts";
import * as repo from "./repo.ts";

export const NOT_IN_PARTY = "You are not in a party.";
const ALREADY_IN_PARTY = "You are already in a party. Leave it first.";
const INVITATION_NOT_FOUND = "That invitation does not exist.";
const PARTY_GONE = "This invitation has expired: that party no longer exists.";

/** Tells every listed hunter their party changed (their sockets refetch it). */
export function announceParty(emit: Emit, userIds: Iterable<string>): void {
  for (const userId of userIds) emit({ type: "partyChanged", userId });
}

/** Membership moved: the hunter's rooms (party chat) and profile (partyId) changed too. */
function announceMembership(emit: Emit, userId: string): void {
  emit({ type: "roomsChanged", userId });
  emit({ type: "hunterChanged", userId });
}

/** The invitee's notification of this invitation says what became of it, in every open bell. */
function resolveInvitationNotice(
  tx: Queryable,
  emit: Emit,
  {
    userId,
    invitationId,
    resolution,
    now,
  }: {
    userId: string;
    invitationId: string;
    resolution: NotificationResolution;
    now: Date;
  },
): Promise<void> {
  return resolveNotices(tx, emit, {
    userIds: [userId],
    type: "party_invite",
    key: "invitationId",
    value: invitationId,
    resolution,
    now,
  });
}

/** The hunter is in a party now: their other invitations are void, and say "Cancelled". */
async function voidInvitations(tx: Queryable, emit: Emit, userId: string, now: Date) {
  for (const invitationId of await repo.voidInvitationsOf(tx, userId, now)) {
    await resolveInvitationNotice(tx, emit, { userId, invitationId, resolution: "cancelled", now });
  }
}

/**
 * The party's leader is one of its members: a leader who is not (their account was deleted)
 * counts as replaced by the longest-standing member, as if they had left.
 */
function effectiveLeader(party: PartyRow, members: UserRow[]): PartyRow {
  if (members.some((m) => m.id === party.leaderId) || !members[0]) return party;
  return { ...party, leaderId: members[0].id };
}

/** Under the party's lock: stores the succession effectiveLeader() implies, if any. */
export async function healLeader(
  tx: Queryable,
  party: PartyRow,
  members: UserRow[],
): Promise<PartyRow> {
  const healed = effectiveLeader(party, members);
  if (healed.leaderId !== party.leaderId) await repo.setPartyLeader(tx, party.id, healed.leaderId);
  return healed;
}

/** The party as its members see it, with the dungeon confirmation still waiting in time. */
async function loadParty(db: Queryable, stored: PartyRow, now: Date): Promise<Party> {
  const members = await repo.listMembers(db, stored.id);
  const party = effectiveLeader(stored, members);
  const confirmation = await repo.findPendingConfirmation(db, party.id);
  let pending = null;
  if (confirmation && confirmation.expiresAt > now) {
    const dungeon = await findDungeon(db, confirmation.dungeonId);
    pending = {
      confirmation,
      replies: await repo.listReplies(db, confirmation.id),
      templateId: dungeon?.templateId ?? "",
    };
  }
  return presentParty(party, members, pending, now);
}

/** GET /api/party: the hunter's party, or null. */
export async function findPartyOf(db: Db, userId: string, now: Date): Promise<Party | null> {
  const user = await findUserById(db, userId);
  if (!user?.partyId) return null;
  const party = await repo.findParty(db, user.partyId);
  return party ? loadParty(db, party, now) : null;
}

/** GET /api/party/permissions: may the hunter invite someone now? */
export async function partyPermissionsOf(db: Db, userId: string): Promise<PartyPermissions> {
  const user = await findUserById(db, userId);
  if (!user?.partyId) return { canInviteMembers: false };
  const party = await repo.findParty(db, user.partyId);
  if (!party) return { canInviteMembers: false };
  const members = await repo.listMembers(db, party.id);
  return { canInviteMembers: canInvite(effectiveLeader(party, members), user.id, members.length) };
}

/**
 * Creates a party led by the hunter, who must not be in one. The hunter's row lock makes two
 * concurrent creations (or a creation racing an accept) end with one membership.
 */
export function createParty(
  db: Db,
  { userId, name, now }: { userId: string; name: string; now: Date },
): Promise<Party> {
  return inTransaction(db, async (tx, emit) => {
    const [user] = await repo.lockUsersInOrder(tx, [userId]);
    if (!user) throw new AppError("unauthenticated", "Sign in to continue.");
    if (user.partyId) throw new AppError("conflict", ALREADY_IN_PARTY);
    const party = await repo.insertParty(tx, { name, leaderId: userId });
    await setPartyMembership(tx, userId, { partyId: party.id, joinedAt: now });
    await voidInvitations(tx, emit, userId, now);
    announceParty(emit, [userId]);
    announceMembership(emit, userId);
    return loadParty(tx, party, now);
  });
}

/** The party of the hunter, locked (party first: the lock order), with the hunter re-read. */
async function lockOwnParty(tx: Queryable, userId: string) {
  const before = await findUserById(tx, userId);
  if (!before?.partyId) throw new AppError("conflict", NOT_IN_PARTY);
  const locked = await repo.lockParty(tx, before.partyId);
  const [user] = await repo.lockUsersInOrder(tx, [userId]);
  // Left (or moved) between the read and the lock: as if never in this party.
  if (!locked || !user || user.partyId !== locked.id) throw new AppError("conflict", NOT_IN_PARTY);
  const members = await repo.listMembers(tx, locked.id);
  return { party: await healLeader(tx, locked, members), user, members };
}

/**
 * The leader invites a hunter who is in no party, while the party has room. The invitee gets a
 * `party_invite` notification whose data carries what Accept/Decline need.
 */
export function inviteToParty(
  db: Db,
  {
    userId,
    inviteeId,
    hunterName,
    now,
  }: { userId: string; inviteeId?: string; hunterName?: string; now: Date },
): Promise<{ message: string; invitationId: string }> {
  return inTransaction(db, async (tx, emit) => {
    const { party, user, members } = await lockOwnParty(tx, userId);
    requireLeader(party, userId, "Only the party leader can invite hunters.");
    const invitee = inviteeId
      ? await findUserById(tx, inviteeId)
      : await repo.findUserByNameKey(tx, nameKey(hunterName ?? ""));
    if (!invitee) throw new AppError("not_found", "That hunter does not exist.");
    if (invitee.id === userId) throw new AppError("bad_request", "You cannot invite yourself.");
    await assertMayReach(tx, userId, invitee.id);
    if (invitee.partyId) {
      throw new AppError("conflict", `${invitee.hunterName} is already in a party.`);
    }
    if (members.length >= party.maxMembers) throw new AppError("conflict", PARTY_FULL);
    if (await repo.findPendingInvitation(tx, party.id, invitee.id)) {
      throw new AppError(
        "conflict",
        `${invitee.hunterName} already has an invitation to your party.`,
      );
    }
    const invitation = await repo.insertInvitation(tx, {
      partyId: party.id,
      inviterId: userId,
      inviteeId: invitee.id,
      createdAt: now,
    });
    await notify(tx, emit, invitee.id, {
      type: "party_invite",
      title: "Party Invitation",
      message: `${user.hunterName} invited you to join the party ${party.name}.`,
      data: { invitationId: invitation.id, senderId: user.id, senderName: user.hunterName },
      createdAt: now,
      senderId: user.id,
    });
    return { message: `Invitation sent to ${invitee.hunterName}.`, invitationId: invitation.id };
  });
}

/**
 * The invitee answers. Only the invitee may (anyone else: 404, as if it did not exist); only
 * the first answer counts. Accepting takes the party's row lock and counts the members under
 * it, so however many accept at once, the party never passes its maximum.
 */
export async function respondToInvitation(
  db: Db,
  {
    userId,
    invitationId,
    status,
    now,
  }: { userId: string; invitationId: string; status: "accepted" | "declined"; now: Date },
): Promise<{ message: string; party: Party | null }> {
  // A dead invitation is voided and its notification removed, and that must commit: so the
  // refusal leaves the transaction as a value and is thrown after it.
  const outcome = await inTransaction(db, async (tx, emit) => {
    const invitation = await repo.findInvitation(tx, invitationId);
    if (!invitation || invitation.inviteeId !== userId) {
      // A dissolved party takes its invitations with it; the notification tells it existed.
      if (await removeInvitationNotice(tx, emit, userId, invitationId)) {
        return { refused: new AppError("gone", PARTY_GONE) };
      }
      throw new AppError("not_found", INVITATION_NOT_FOUND);
    }
    const party = await repo.lockParty(tx, invitation.partyId);
    const [user] = await repo.lockUsersInOrder(tx, [userId]);
    if (!user) throw new AppError("unauthenticated", "Sign in to continue.");
    const members = party ? await repo.listMembers(tx, party.id) : [];
    const refused = party
      ? invitationProblem(
          effectiveLeader(party, members).leaderId,
          members.map((m) => m.id),
          party.maxMembers,
          invitation.inviterId,
        )
      : new AppError("gone", PARTY_GONE);
    if (invitation.status !== "pending") {
      // Voided by another's accept that filled the party, or by its sender leaving: the reason
      // still holds, and says more than "answered" (which the hunter did not).
      if (invitation.status === "void" && refused) throw refused;
      throw new AppError("conflict", "You have already answered this invitation.");
    }
    if (refused || !party) {
      await repo.answerInvitation(tx, invitation.id, "void", now);
      await removeInvitationNotice(tx, emit, userId, invitation.id);
      return { refused: refused ?? new AppError("gone", PARTY_GONE) };
    }
    if (status === "declined") {
      await repo.answerInvitation(tx, invitation.id, "declined", now);
      await resolveInvitationNotice(tx, emit, {
        userId,
        invitationId: invitation.id,
        resolution: "declined",
        now,
      });
      return { message: `You declined the invitation to ${party.name}.`, party: null };
    }
    if (user.partyId) throw new AppError("conflict", ALREADY_IN_PARTY);
    await repo.answerInvitation(tx, invitation.id, "accepted", now);
    await resolveInvitationNotice(tx, emit, {
      userId,
      invitationId: invitation.id,
      resolution: "accepted",
      now,
    });
    await setPartyMembership(tx, userId, { partyId: party.id, joinedAt: now });
    await voidInvitations(tx, emit, userId, now);
    if (members.length + 1 >= party.maxMembers) {
      // Full: the other invitees' bells say so now, not when they press Accept.
      for (const moot of await repo.voidInvitationsTo(tx, party.id, now)) {
        await resolveInvitationNotice(tx, emit, {
          userId: moot.inviteeId,
          invitationId: moot.id,
          resolution: "cancelled",
          now,
        });
      }
    }
    await notify(tx, emit, party.leaderId, {
      type: "party_accept",
      title: "Party Invitation Accepted",
      message: `${user.hunterName} joined your party ${party.name}.`,
      data: { senderId: user.id, senderName: user.hunterName },
      createdAt: now,
    });
    announceParty(emit, [...members.map((m) => m.id), userId]);
    announceMembership(emit, userId);
    return { message: `You joined ${party.name}.`, party: await loadParty(tx, party, now) };
  });
  if ("refused" in outcome) throw outcome.refused;
  return outcome;
}

/**
 * The hunter leaves their party. A waiting dungeon confirmation is cancelled (the party it
 * asked is no longer the party). If the leader leaves, the longest-standing remaining member
 * leads; the last one out dissolves the party. A run already begun goes on.
 */
export function leaveParty(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<{ message: string }> {
  return inTransaction(db, async (tx, emit) => {
    const { party, members } = await lockOwnParty(tx, userId);
    await leaveLockedParty(tx, emit, { party, members, userId, now });
    return { message: `You left ${party.name}.` };
  });
}

/**
 * The leader removes another member: they leave as `leaveParty` has them leave (a waiting
 * confirmation is cancelled, what they invited expires; a run already begun goes on) and are
 * told in their bell and on their screens.
 */
export function removePartyMember(
  db: Db,
  { userId, memberId, now }: { userId: string; memberId: string; now: Date },
): Promise<{ message: string }> {
  return inTransaction(db, async (tx, emit) => {
    const { party, members } = await lockOwnParty(tx, userId);
    requireLeader(party, userId, "Only the party leader can remove a member.");
    if (memberId === userId) {
      throw new AppError("bad_request", "To leave your own party, use Leave Party.");
    }
    const target = members.find((m) => m.id === memberId);
    if (!target) throw new AppError("not_found", "That hunter is not in your party.");
    await repo.lockUsersInOrder(tx, [memberId]);
    await leaveLockedParty(tx, emit, { party, members, userId: memberId, now });
    const leader = members.find((m) => m.id === userId);
    // No senderId: a removal is the party's decision, not a message a sender's limits govern.
    await notify(tx, emit, memberId, {
      type: "party_removed",
      title: "Removed from Party",
      message: leader
        ? `${leader.hunterName} removed you from ${party.name}.`
        : `The leader removed you from ${party.name}.`,
      createdAt: now,
    });
    return { message: `${target.hunterName} was removed from the party.` };
  });
}

/**
 * Takes the lock `leavePartyOfDeletedHunter` needs before the hunter's row (the party row comes
 * first in the house lock order), so a deletion never deadlocks with a dungeon confirmation
 * that holds the party and waits for its members. Does nothing when the hunter is in no party.
 */
export async function lockPartyOf(tx: Queryable, userId: string): Promise<void> {
  const user = await findUserById(tx, userId);
  if (user?.partyId) await repo.lockParty(tx, user.partyId);
}

/**
 * Account deletion: the hunter (whose row the caller has locked) leaves their party the way
 * `leaveParty` does: a waiting confirmation is cancelled, a leader's party passes to the
 * longest-standing member, the last one out dissolves it. Nothing when in no party.
 */
export async function leavePartyOfDeletedHunter(
  tx: Queryable,
  emit: Emit,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user?.partyId) return;
  const locked = await repo.lockParty(tx, user.partyId);
  if (!locked) return;
  const members = await repo.listMembers(tx, locked.id);
  const party = await healLeader(tx, locked, members);
  await leaveLockedParty(tx, emit, { party, members, userId, now });
}

/**
 * Takes the hunter out of a party whose row the caller has locked. Exported for account
 * deletion, which must leave the party the same way.
 */
async function leaveLockedParty(
  tx: Queryable,
  emit: Emit,
  {
    party,
    members,
    userId,
    now,
  }: { party: PartyRow; members: UserRow[]; userId: string; now: Date },
): Promise<void> {
  const pending = await repo.findPendingConfirmation(tx, party.id);
  if (pending) {
    await repo.endConfirmation(tx, pending.id, "cancelled");
    await resolveConfirmationNotices(tx, emit, {
      confirmation: pending,
      resolution: "cancelled",
      now,
    });
  }
  await setPartyMembership(tx, userId, null);
  // What the leaver invited dies with their leaving (policy.ts#invitationProblem): the
  // invitees' bells say so now, not when they press Accept.
  for (const invitation of await repo.listPendingInvitationsFrom(tx, party.id, userId)) {
    await resolveInvitationNotice(tx, emit, {
      userId: invitation.inviteeId,
      invitationId: invitation.id,
      resolution: "expired",
      now,
    });
  }
  const rest = members.filter((m) => m.id !== userId);
  const successor = rest[0];
  if (!successor) {
    await repo.deleteParty(tx, party.id);
  } else if (party.leaderId === userId) {
    await repo.setPartyLeader(tx, party.id, successor.id);
  }
  announceParty(emit, [userId, ...rest.map((m) => m.id)]);
  announceMembership(emit, userId);
}
