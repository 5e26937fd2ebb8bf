import type { Language } from "@repgate/contracts/languages";
import type { Notification } from "@repgate/contracts/notifications";
import {
  COLLAPSING_NOTIFICATION_TYPES,
  type NotificationResolution,
  type NotificationType,
  SENDER_LIMITS,
} from "@repgate/game/rules/notifications";
import type { Db, Queryable, Tx } from "../../db/connect.ts";
import type { NotificationRow } from "../../db/schema/notifications.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { translate } from "../../lib/i18n/translate.ts";
import { countHit } from "../rate-limits/repo.ts";
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
    resolution: (row.resolution as NotificationResolution | null) ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * The hunter's latest notifications, newest first, in the reader's language: they are stored
 * in English (the words of the moment they were written) and translated as they are read.
 */
export async function listForUser(
  db: Db,
  userId: string,
  language: Language,
): Promise<Notification[]> {
  return (await repo.listNotifications(db, userId)).map((row) => {
    const notification = present(row);
    return {
      ...notification,
      title: translate(notification.title, language),
      message: translate(notification.message, language),
    };
  });
}

/** One of the hunter's notifications (for Web Push, which re-tells some of them), or null. */
export async function findNotificationFor(
  db: Db,
  userId: string,
  id: string,
): Promise<(Notification & { updatedAt: Date }) | null> {
  const row = await repo.findNotification(db, userId, id);
  return row ? { ...present(row), updatedAt: row.createdAt } : null;
}

/** Another hunter's notification answers 404 as if it did not exist. */
export function markNotificationRead(db: Db, userId: string, id: string): Promise<void> {
  return inTransaction(db, async (tx, emit) => {
    if (!(await repo.markRead(tx, userId, id))) throw new AppError("not_found", NOT_FOUND);
    emit({ type: "notificationsChanged", userId });
  });
}

/** Marks every unread notification of the hunter read; returns how many changed. */
export function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  return inTransaction(db, async (tx, emit) => {
    const updated = await repo.markAllRead(tx, userId);
    if (updated > 0) emit({ type: "notificationsChanged", userId });
    return updated;
  });
}

/** Deletes one of the hunter's notifications; another hunter's answers 404. */
export function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  return inTransaction(db, async (tx, emit) => {
    if (!(await repo.deleteNotification(tx, userId, id))) {
      throw new AppError("not_found", NOT_FOUND);
    }
    emit({ type: "notificationsChanged", userId });
  });
}

/**
 * An invitation died (answered while invalid, or its party or guild is gone): its notification
 * leaves the invitee's bell, live. True when there was one.
 */
export async function removeInvitationNotice(
  tx: Tx,
  emit: Emit,
  userId: string,
  invitationId: string,
): Promise<boolean> {
  const removed = await repo.deleteInvitationNotifications(tx, userId, invitationId);
  if (removed > 0) emit({ type: "notificationsChanged", userId });
  return removed > 0;
}

/**
 * What a notification asked was answered, ran out or lost its reason: in the transaction that
 * did it, the matching notifications still waiting in these hunters' bells are resolved (read,
 * buttons gone, saying what happened), and each of those hunters' devices hears one
 * notificationsChanged at commit, whichever instance it is connected to.
 */
export async function resolveNotices(
  tx: Queryable,
  emit: Emit,
  resolve: Parameters<typeof repo.resolveNotifications>[1],
): Promise<void> {
  for (const userId of await repo.resolveNotifications(tx, resolve)) {
    emit({ type: "notificationsChanged", userId });
  }
}

/**
 * Later features (friends, parties, quests) tell a hunter something through this, inside the
 * transaction of what happened; the hunter's open sockets hear of it once that commits.
 *
 * With a `senderId` (another hunter caused it) the bell is guarded against that sender
 * (docs/decisions/020-between-hunters.md): past SENDER_LIMITS for the kind this throws 429, which
 * rolls back the caller's whole action; collapsing kinds keep one notification per sender,
 * refreshed (a direct-message thread's item among them: its messages live in direct_messages).
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
    /** The hunter whose action this is, when it is another hunter's. */
    senderId?: string;
  },
): Promise<Notification> {
  const { senderId, type } = notification;
  if (senderId) {
    const limit = SENDER_LIMITS[type];
    if (limit) {
      // Counted in the action's transaction: a refused attempt rolls back with it, so the
      // counter stays at the limit and every further attempt in the window is refused too.
      const { hits } = await countHit(tx, {
        key: `bell:${type}:${senderId}:${userId}`,
        now: notification.createdAt ?? new Date(),
        windowMs: limit.windowMs,
      });
      if (hits > limit.max) throw new AppError("rate_limited", limit.refusal);
    }
  }
  const collapseKey = senderId && COLLAPSING_NOTIFICATION_TYPES.has(type) ? senderId : null;
  const row = await repo.insertNotification(tx, { userId, ...notification, collapseKey });
  emit({ type: "notificationCreated", userId, notificationId: row.id });
  return present(row);
}

/**
 * Takes back what a sender put in a hunter's bell (a withdrawn friend request); the bell
 * refreshes through notificationsChanged.
 */
export async function withdrawNotification(
  tx: Tx,
  emit: Emit,
  { userId, senderId, type }: { userId: string; senderId: string; type: NotificationType },
): Promise<void> {
  if ((await repo.deleteFromSender(tx, { userId, senderId, type })) > 0) {
    emit({ type: "notificationsChanged", userId });
  }
}

/**
 * Marks what a sender put in a hunter's bell read because the hunter read it elsewhere (a
 * direct-message thread); every device's bell refreshes through notificationsChanged.
 */
export async function readFromSender(
  tx: Tx,
  emit: Emit,
  { userId, senderId, type }: { userId: string; senderId: string; type: NotificationType },
): Promise<void> {
  if (await repo.markReadFromSender(tx, { userId, senderId, type })) {
    emit({ type: "notificationsChanged", userId });
  }
}
