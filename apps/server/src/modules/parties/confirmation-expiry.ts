import { PARTY_ENTRY_CANCELLED } from "@repgate/contracts/parties";
import type { Db, Tx } from "../../db/connect.ts";
import type { PartyDungeonConfirmationRow } from "../../db/schema/parties.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob, scheduleJobIfMissing } from "../../jobs/repo.ts";
import { notify } from "../notifications/service.ts";
import { resolveConfirmationNotices } from "./confirmation-notices.ts";
import * as repo from "./repo.ts";
import { announceParty } from "./service.ts";

/** Names the one waiting job that ends a confirmation at its time limit. */
function expiryKey(confirmationId: string): string {
  return `party-confirmation:${confirmationId}`;
}

/** Queues the end of a new confirmation at its time limit (in the transaction that made it). */
export function scheduleConfirmationExpiry(
  tx: Tx,
  confirmation: PartyDungeonConfirmationRow,
): Promise<void> {
  return scheduleJob(
    tx,
    "expirePartyConfirmation",
    { confirmationId: confirmation.id },
    { runAt: confirmation.expiresAt, key: expiryKey(confirmation.id) },
  );
}

/**
 * At startup: an expiry job for every waiting confirmation that has none (asked before the
 * scheduler existed), so a request nobody answers is cancelled on time without a reader; one
 * already past its 120 s is due at once. Idempotent per confirmation; how many were queued.
 */
export async function queueMissingConfirmationExpiries(db: Db): Promise<number> {
  let queued = 0;
  for (const confirmation of await repo.listPendingConfirmations(db)) {
    const added = await inTransaction(db, (tx) =>
      scheduleJobIfMissing(
        tx,
        "expirePartyConfirmation",
        { confirmationId: confirmation.id },
        { runAt: confirmation.expiresAt, key: expiryKey(confirmation.id) },
      ),
    );
    if (added) queued += 1;
  }
  return queued;
}

/**
 * The job at a confirmation's time limit: if nobody settled it (every yes, a no, the leader
 * leaving), it is cancelled, the leader told, and every member's party screen hears it, with no
 * request made. One that already ended is left alone.
 */
export function expirePartyConfirmation(
  db: Db,
  { confirmationId, now }: { confirmationId: string; now: Date },
): Promise<void> {
  return inTransaction(db, async (tx, emit) => {
    const found = await repo.findConfirmation(tx, confirmationId);
    if (!found) return;
    // The house order: the party, then its request (as an answer takes them).
    await repo.lockParty(tx, found.partyId);
    const confirmation = await repo.lockConfirmation(tx, found.id);
    if (confirmation?.status !== "pending") return;
    if (confirmation.expiresAt > now) {
      // This instance's clock is behind the database's: come back at the limit itself.
      await scheduleConfirmationExpiry(tx, confirmation);
      return;
    }
    await expireOverdue(tx, emit, confirmation, now);
  });
}

/**
 * Ends a waiting confirmation whose time is up, under the party's and its own locks: the leader
 * hears why, every member's party state is stale, and the members' Confirm/Decline notifications
 * say "Expired". False (and nothing done) while time is left.
 */
export async function expireOverdue(
  tx: Tx,
  emit: Emit,
  confirmation: PartyDungeonConfirmationRow,
  now: Date,
): Promise<boolean> {
  if (confirmation.expiresAt > now) return false;
  if (!(await repo.endConfirmation(tx, confirmation.id, "expired"))) return false;
  await tellLeader(tx, emit, confirmation, PARTY_ENTRY_CANCELLED, now);
  const asked = await repo.listReplies(tx, confirmation.id);
  await resolveConfirmationNotices(tx, emit, {
    confirmation,
    resolution: "expired",
    now,
    userIds: asked.map((r) => r.userId),
  });
  const members = await repo.listMembers(tx, confirmation.partyId);
  announceParty(emit, new Set([...asked.map((r) => r.userId), ...members.map((m) => m.id)]));
  return true;
}

/** The leader hears why their request ended without an entry. */
export async function tellLeader(
  tx: Tx,
  emit: Emit,
  confirmation: PartyDungeonConfirmationRow,
  message: string,
  now: Date,
) {
  await notify(tx, emit, confirmation.leaderId, {
    type: "party_dungeon_confirmation",
    title: "Dungeon Entry Cancelled",
    message,
    data: { confirmationId: confirmation.id },
    createdAt: now,
  });
}
