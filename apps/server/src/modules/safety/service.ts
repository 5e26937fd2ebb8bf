import type { BlockedHunter, BlockKind } from "@repgate/contracts/safety";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isForeignKeyViolation } from "../../lib/http/pg-errors.ts";
import { endFriendshipOnBlock } from "../friends/service.ts";
import { withdrawNotification } from "../notifications/service.ts";
import { findUserById } from "../users/repo.ts";
import * as repo from "./repo.ts";

/** What a block clears from the blocker's bell: everything the other hunter put there. */
const FROM_OTHER = ["friend_request", "party_invite", "guild_invite", "direct_message"] as const;

/** The hunters the signed-in hunter muted or blocked, newest first. */
export async function listBlocks(db: Db, userId: string): Promise<BlockedHunter[]> {
  return (await repo.listBlocks(db, userId)).map(({ block, hunterName }) => ({
    userId: block.otherId,
    hunterName,
    kind: block.kind as BlockKind,
    createdAt: block.createdAt.toISOString(),
  }));
}

/**
 * Mutes (their chat messages are hidden for you) or blocks (that, and they can no longer send
 * you friend requests, invites or messages; a friendship or request between you ends, and what
 * they put in your bell goes).
 */
export function setBlock(
  db: Db,
  { userId, otherId, kind, now }: { userId: string; otherId: string; kind: BlockKind; now: Date },
): Promise<{ message: string }> {
  if (userId === otherId) {
    throw new AppError(
      "bad_request",
      kind === "block" ? "You cannot block yourself." : "You cannot mute yourself.",
    );
  }
  return inTransaction(db, async (tx, emit) => {
    const other = await findUserById(tx, otherId);
    if (!other) throw new AppError("not_found", "That hunter does not exist.");
    // Either hunter may delete their account between the read and the insert.
    await repo.upsertBlock(tx, { userId, otherId, kind, createdAt: now }).catch((error) => {
      if (isForeignKeyViolation(error))
        throw new AppError("not_found", "That hunter does not exist.");
      throw error;
    });
    if (kind === "block") {
      await endFriendshipOnBlock(tx, emit, userId, otherId);
      for (const type of FROM_OTHER) {
        await withdrawNotification(tx, emit, { userId, senderId: otherId, type });
      }
    }
    emit({ type: "blocksChanged", userId });
    return {
      message:
        kind === "block" ? `${other.hunterName} is blocked.` : `${other.hunterName} is muted.`,
    };
  });
}

/** Unmutes or unblocks. */
export function removeBlock(
  db: Db,
  { userId, otherId }: { userId: string; otherId: string },
): Promise<{ message: string }> {
  return inTransaction(db, async (tx, emit) => {
    if (!(await repo.deleteBlock(tx, userId, otherId))) {
      throw new AppError("not_found", "You have not muted or blocked that hunter.");
    }
    emit({ type: "blocksChanged", userId });
    return { message: "Unblocked." };
  });
}
