import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import {
  type PartyConfirmationReplyRow,
  type PartyDungeonConfirmationRow,
  type PartyInvitationRow,
  type PartyRow,
  parties,
  partyConfirmationReplies,
  partyDungeonConfirmations,
  partyInvitations,
} from "../../db/schema/parties.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

// Lock order of every party write: the party row first, then hunters (in id order). Nothing
// that holds a hunter's lock ever waits for a party's, so party writes cannot deadlock.

export async function findParty(db: Queryable, partyId: string): Promise<PartyRow | null> {
  const [row] = await db.select().from(parties).where(eq(parties.id, partyId)).limit(1);
  return row ?? null;
}

export async function lockParty(tx: Queryable, partyId: string): Promise<PartyRow | null> {
  const [row] = await tx.select().from(parties).where(eq(parties.id, partyId)).for("update");
  return row ?? null;
}

export async function insertParty(
  tx: Queryable,
  values: { name: string; leaderId: string },
): Promise<PartyRow> {
  const [row] = await tx.insert(parties).values(values).returning();
  if (!row) throw new Error("insert returned no party");
  return row;
}

export async function setPartyLeader(tx: Queryable, partyId: string, leaderId: string) {
  await tx.update(parties).set({ leaderId }).where(eq(parties.id, partyId));
}

export async function deleteParty(tx: Queryable, partyId: string): Promise<void> {
  await tx.delete(parties).where(eq(parties.id, partyId));
}

/** Members, longest-standing first (ties by id): the order leadership passes in. */
export function listMembers(db: Queryable, partyId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.partyId, partyId))
    .orderBy(asc(users.partyJoinedAt), asc(users.id));
}

export async function findUserByNameKey(db: Queryable, key: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.hunterNameKey, key)).limit(1);
  return row ?? null;
}

/** The party's invitations still waiting that `inviterId` sent (each dies when they leave). */
export function listPendingInvitationsFrom(
  db: Queryable,
  partyId: string,
  inviterId: string,
): Promise<PartyInvitationRow[]> {
  return db
    .select()
    .from(partyInvitations)
    .where(
      and(
        eq(partyInvitations.partyId, partyId),
        eq(partyInvitations.inviterId, inviterId),
        eq(partyInvitations.status, "pending"),
      ),
    );
}

export async function findPendingInvitation(
  db: Queryable,
  partyId: string,
  inviteeId: string,
): Promise<PartyInvitationRow | null> {
  const [row] = await db
    .select()
    .from(partyInvitations)
    .where(
      and(
        eq(partyInvitations.partyId, partyId),
        eq(partyInvitations.inviteeId, inviteeId),
        eq(partyInvitations.status, "pending"),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(
  tx: Queryable,
  values: { partyId: string; inviterId: string; inviteeId: string; createdAt: Date },
): Promise<PartyInvitationRow> {
  const [row] = await tx.insert(partyInvitations).values(values).returning();
  if (!row) throw new Error("insert returned no invitation");
  return row;
}

export async function findInvitation(
  db: Queryable,
  id: string,
): Promise<PartyInvitationRow | null> {
  const [row] = await db.select().from(partyInvitations).where(eq(partyInvitations.id, id));
  return row ?? null;
}

/** Answers a pending invitation; null when it was answered already (only one answer counts). */
export async function answerInvitation(
  tx: Queryable,
  id: string,
  status: "accepted" | "declined" | "void",
  now: Date,
): Promise<PartyInvitationRow | null> {
  const [row] = await tx
    .update(partyInvitations)
    .set({ status, respondedAt: now })
    .where(and(eq(partyInvitations.id, id), eq(partyInvitations.status, "pending")))
    .returning();
  return row ?? null;
}

/** Voids the hunter's other pending invitations once they have joined a party. */
/** Voids the hunter's waiting invitations; returns their ids. */
/** The party is full: whoever else it invited can no longer join, so those invitations are void. */
export async function voidInvitationsTo(
  tx: Queryable,
  partyId: string,
  now: Date,
): Promise<{ id: string; inviteeId: string }[]> {
  return tx
    .update(partyInvitations)
    .set({ status: "void", respondedAt: now })
    .where(and(eq(partyInvitations.partyId, partyId), eq(partyInvitations.status, "pending")))
    .returning({ id: partyInvitations.id, inviteeId: partyInvitations.inviteeId });
}

export async function voidInvitationsOf(
  tx: Queryable,
  inviteeId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(partyInvitations)
    .set({ status: "void", respondedAt: now })
    .where(and(eq(partyInvitations.inviteeId, inviteeId), eq(partyInvitations.status, "pending")))
    .returning({ id: partyInvitations.id });
  return rows.map((r) => r.id);
}

export async function findPendingConfirmation(
  db: Queryable,
  partyId: string,
): Promise<PartyDungeonConfirmationRow | null> {
  const [row] = await db
    .select()
    .from(partyDungeonConfirmations)
    .where(
      and(
        eq(partyDungeonConfirmations.partyId, partyId),
        eq(partyDungeonConfirmations.status, "pending"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every confirmation still waiting for answers: startup mends their expiry jobs. */
export function listPendingConfirmations(db: Queryable): Promise<PartyDungeonConfirmationRow[]> {
  return db
    .select()
    .from(partyDungeonConfirmations)
    .where(eq(partyDungeonConfirmations.status, "pending"));
}

export async function findConfirmation(
  db: Queryable,
  id: string,
): Promise<PartyDungeonConfirmationRow | null> {
  const [row] = await db
    .select()
    .from(partyDungeonConfirmations)
    .where(eq(partyDungeonConfirmations.id, id));
  return row ?? null;
}

export async function lockConfirmation(
  tx: Queryable,
  id: string,
): Promise<PartyDungeonConfirmationRow | null> {
  const [row] = await tx
    .select()
    .from(partyDungeonConfirmations)
    .where(eq(partyDungeonConfirmations.id, id))
    .for("update");
  return row ?? null;
}

export async function insertConfirmation(
  tx: Queryable,
  values: {
    partyId: string;
    leaderId: string;
    dungeonId: string;
    expiresAt: Date;
    createdAt: Date;
  },
  members: { userId: string; confirmed: boolean | null; respondedAt: Date | null }[],
): Promise<PartyDungeonConfirmationRow> {
  const [row] = await tx.insert(partyDungeonConfirmations).values(values).returning();
  if (!row) throw new Error("insert returned no confirmation");
  await tx
    .insert(partyConfirmationReplies)
    .values(members.map((m) => ({ ...m, confirmationId: row.id })));
  return row;
}

/** Ends a waiting confirmation; null when it had already ended. */
export async function endConfirmation(
  tx: Queryable,
  id: string,
  status: "entered" | "cancelled" | "expired",
): Promise<PartyDungeonConfirmationRow | null> {
  const [row] = await tx
    .update(partyDungeonConfirmations)
    .set({ status })
    .where(
      and(eq(partyDungeonConfirmations.id, id), eq(partyDungeonConfirmations.status, "pending")),
    )
    .returning();
  return row ?? null;
}

export function listReplies(
  db: Queryable,
  confirmationId: string,
): Promise<PartyConfirmationReplyRow[]> {
  return db
    .select()
    .from(partyConfirmationReplies)
    .where(eq(partyConfirmationReplies.confirmationId, confirmationId));
}

export async function recordReply(
  tx: Queryable,
  confirmationId: string,
  userId: string,
  confirmed: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(partyConfirmationReplies)
    .set({ confirmed, respondedAt: now })
    .where(
      and(
        eq(partyConfirmationReplies.confirmationId, confirmationId),
        eq(partyConfirmationReplies.userId, userId),
      ),
    );
}

/** Hunters by id, locked in id order (the lock order after the party row). */
export function lockUsersInOrder(tx: Queryable, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for("update");
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

/** The hunter's party (name, when they joined, whether they lead it), or null. */
export async function exportPartyMembership(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      partyId: parties.id,
      name: parties.name,
      joinedAt: users.partyJoinedAt,
      leader: sql<boolean>`${parties.leaderId} = ${users.id}`,
    })
    .from(users)
    .innerJoin(parties, eq(parties.id, users.partyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
