import type { Db, Queryable } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob, scheduleJobIfMissing } from "../../jobs/repo.ts";
import * as repo from "./repo.ts";

/** Names the one waiting job that ends a custom quest. */
function customQuestExpiryKey(questId: string): string {
  return `custom-quest:${questId}`;
}

/** Queues the end of a new custom quest at its expiry, in the transaction that created it. */
export function scheduleCustomQuestExpiry(
  tx: Queryable,
  { questId, expiresAt }: { questId: string; expiresAt: Date },
): Promise<void> {
  return scheduleJob(
    tx,
    "expireCustomQuest",
    { questId },
    { runAt: expiresAt, key: customQuestExpiryKey(questId) },
  );
}

/**
 * At startup: an expiry job for every running custom quest that has none (generated before the
 * scheduler existed). Idempotent per quest; how many were queued.
 */
export async function queueMissingCustomQuestExpiries(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const { id, expiresAt } of await repo.listRunningCustomQuests(db, now)) {
    if (!expiresAt) continue;
    const added = await inTransaction(db, (tx) =>
      scheduleJobIfMissing(
        tx,
        "expireCustomQuest",
        { questId: id },
        { runAt: expiresAt, key: customQuestExpiryKey(id) },
      ),
    );
    if (added) queued += 1;
  }
  return queued;
}

/**
 * The job at a custom quest's 5 hours (docs/game-rules/quests.md section 4): a quest still
 * unsettled is now expired and locked. Nothing is paid or taken (its energy was the price, and
 * the rules punish only a missed daily); the hunter's open quests screen hears it and drops the
 * card with no request made. A quest already settled, or deleted with its hunter, changes nothing.
 */
export function expireCustomQuest(
  db: Db,
  { questId, now }: { questId: string; now: Date },
): Promise<void> {
  return inTransaction(db, async (tx, emit) => {
    // Locked so the announcement cannot overtake a final tick committing at the same moment.
    const quest = await repo.lockCustomQuest(tx, questId);
    if (!quest?.expiresAt || quest.settledAt !== null) return;
    if (quest.expiresAt > now) {
      // This instance's clock is behind the database's: come back at the expiry itself.
      await scheduleCustomQuestExpiry(tx, { questId, expiresAt: quest.expiresAt });
      return;
    }
    emit({ type: "questsChanged", userId: quest.userId });
  });
}
