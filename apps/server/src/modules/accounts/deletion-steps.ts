import type { Tx } from "../../db/connect.ts";
import type { Emit } from "../../db/unit-of-work.ts";
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
  run(tx: Tx, emit: Emit, userId: string): Promise<void>;
}

/**
 * What deleting an account does, in order. Modules add their step before the last one: leave
 * the party (13p), hand the guild to the next-highest rank or dissolve it (13g), show chat
 * messages as from a deleted hunter (12), remove friendships (11).
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
