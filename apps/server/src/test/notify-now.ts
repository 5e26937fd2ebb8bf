import type { Db } from "../db/connect.ts";
import { inTransaction } from "../db/unit-of-work.ts";
import { notify } from "../modules/notifications/service.ts";

/**
 * Sends a notification in a transaction of its own, the way a later feature (friends,
 * parties) will from inside its write: through notify(), so the event is emitted too.
 */
export function notifyNow(db: Db, userId: string, notification: Parameters<typeof notify>[3]) {
  return inTransaction(db, (tx, emit) => notify(tx, emit, userId, notification));
}
