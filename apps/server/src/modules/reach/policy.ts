import type { Queryable, Tx } from "../../db/connect.ts";
import { AppError } from "../../lib/http/errors.ts";
import { findBlocksBetween } from "./repo.ts";

// Who may reach whom, apart from blocking itself: friends, parties and guilds ask it before a
// request, an invite or a message, and blocking (the safety module) ends a friendship through
// the friends module. Were this rule in safety, safety and friends would call each other
// (docs/decisions/028-one-writer-per-table.md).

/**
 * What a blocked hunter is told when they try to reach the one who blocked them. It says that
 * this hunter does not take it from them — a refusal has to say something — but not "blocked",
 * and it is the same for a request, an invite and a message (docs/decisions/020-between-hunters.md).
 */
export const NOT_ACCEPTING = "This hunter is not accepting that from you.";
const YOU_BLOCKED = "You blocked this hunter. Unblock them first.";

/**
 * Refuses (403) a friend request, invite or direct message between two hunters when either
 * blocked the other. Called inside the sender's transaction, before anything is stored.
 */
export async function assertMayReach(tx: Tx, senderId: string, recipientId: string): Promise<void> {
  const blocks = await findBlocksBetween(tx, senderId, recipientId);
  if (blocks.some((b) => b.userId === senderId)) throw new AppError("forbidden", YOU_BLOCKED);
  if (blocks.length > 0) throw new AppError("forbidden", NOT_ACCEPTING);
}

/**
 * True when either hunter blocked the other (mutes do not count): a profile then leaves out
 * what would let one follow the other (presence, party, guild).
 */
export async function blockedEitherWay(db: Queryable, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  return (await findBlocksBetween(db, a, b)).length > 0;
}
