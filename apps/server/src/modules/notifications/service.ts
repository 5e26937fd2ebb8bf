import type { Notification } from "@repgate/contracts/notifications";
import type { NotificationType } from "@repgate/game/notifications";
import type { Db, Tx } from "../../db/connect.ts";
import type { NotificationRow } from "../../db/schema/notifications.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/errors.ts";
import * as repo from "./repo.ts";

const NOT_FOUND = "That notification does not exist.";

function present(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    data: row.data ?? null,
  };
}

export async function listForUser(db: Db, userId: string): Promise<Notification[]> {
  return (await repo.listNotifications(db, userId)).map(present);
}

/** Another hunter's notification answers 404 as if it did not exist. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.markRead(db, userId, id))) throw new AppError("not_found", NOT_FOUND);
}

export function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  return repo.markAllRead(db, userId);
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteNotification(db, userId, id))) throw new AppError("not_found", NOT_FOUND);
}

/**
 * Later features (friends, parties, quests) tell a hunter something through this, inside the
 * transaction of what happened; the hunter's open sockets hear of it once that commits.
 */
export async function notify(
  tx: Tx,
  emit: Emit,
  userId: string,
  notification: {
    type: NotificationType;
    title: string;
    message: string;
    data?: Record<string, string>;
    /** Callers pass their clock's time so tests control it. */
    createdAt?: Date;
  },
): Promise<Notification> {
  const row = await repo.insertNotification(tx, { userId, ...notification });
  emit({ type: "notificationCreated", userId, notificationId: row.id });
  return present(row);
}
