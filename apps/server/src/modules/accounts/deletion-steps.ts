import type { Tx } from "../../db/connect.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { announceAuthorDeleted } from "../chat/service.ts";
import { leaveGuildOfDeletedHunter } from "../guilds/leave-guild.ts";
import { leavePartyOfDeletedHunter, lockPartyOf } from "../parties/service.ts";
import { closeListing } from "../shop/repo.ts";
import { deleteUser } from "../users/repo.ts";
import { activeListingIdsOf } from "./repo.ts";

/**
 * One thing that happens to what a hunter leaves behind when they delete their account. Steps
 * run in order, in the deletion's one transaction, after the hunter's row is locked (so no
 * purchase, listing or run of theirs is in flight). docs/account-deletion.md says why each one
 * is as it is.
 */
export interface DeletionStep {
  name: string;
  /**
   * Locks the step takes before the hunter's row, where the house lock order puts them first
   * (a party row comes before its members), so a deletion never deadlocks with the module.
   */
  lockBefore?(tx: Tx, userId: string): Promise<void>;
  run(tx: Tx, emit: Emit, userId: string): Promise<void>;
}

/**
 * What deleting an account does, in order. Modules add their step before the last one. Chat
 * messages, direct messages (sent and received) and friendships go with the row (cascade).
 */
export const DELETION_STEPS: DeletionStep[] = [
  {
    // Withdrawn, not sold: nobody can buy from a hunter who is gone. The escrowed items are
    // destroyed with the rest of the inventory; buyers of earlier sales keep what they bought.
    name: "withdraw open auction listings",
    async run(tx, emit, userId) {
      const listings = await activeListingIdsOf(tx, userId);
      for (const { id } of listings) {
        await closeListing(tx, { listingId: id, status: "withdrawn", sellerId: userId });
      }
      if (listings.length > 0) emit({ type: "inventoryChanged", userId });
    },
  },
  {
    // As if they had left: a waiting dungeon confirmation is cancelled, a leader's party passes
    // to the longest-standing member, the last one out dissolves it.
    name: "leave the party",
    lockBefore: lockPartyOf,
    async run(tx, emit, userId) {
      await leavePartyOfDeletedHunter(tx, emit, { userId, now: new Date() });
    },
  },
  {
    // A member leaves; an owner hands the guild to the highest rank (longest-standing among
    // equals), who takes the owner rank; an owner alone dissolves it.
    name: "hand over or leave the guild",
    async run(tx, emit, userId) {
      await leaveGuildOfDeletedHunter(tx, emit, { userId, now: new Date() });
    },
  },
  {
    // Open chats drop the hunter's messages at once, not after a reload (the rows go with the
    // hunter's, by cascade).
    name: "tell the chat rooms they wrote in",
    async run(tx, emit, userId) {
      await announceAuthorDeleted(tx, emit, userId);
    },
  },
  {
    // Every session ends and every socket of the hunter closes on every instance.
    name: "end every session and close every socket",
    async run(_tx, emit, userId) {
      emit({ type: "sessionsEnded", userId, exceptSessionId: null });
    },
  },
  {
    // Last: the row goes, and with it (by cascade) sessions, inventory, quests, battles, runs,
    // ledger, notifications and reset links. The hunter name is free again at once.
    name: "delete the hunter and everything they own",
    async run(tx, _emit, userId) {
      await deleteUser(tx, userId);
    },
  },
];
