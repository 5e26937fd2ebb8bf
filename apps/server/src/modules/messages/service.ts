import type { DirectMessage, MessageThread, ThreadPage } from "@repgate/contracts/messages";
import type { Db, Tx } from "../../db/connect.ts";
import type { DirectMessageRow } from "../../db/schema/direct-messages.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { readFromSender } from "../notifications/service.ts";
import * as repo from "./repo.ts";

function presentMessage(row: DirectMessageRow): DirectMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * Stores a direct message inside the sender's transaction (friends' sendMessage checked who may
 * send) and tells both hunters' sockets, so the recipient's devices and the sender's other ones
 * show it live. Returns how many of the sender's messages the recipient has not read yet.
 */
export async function storeDirectMessage(
  tx: Tx,
  emit: Emit,
  message: { senderId: string; recipientId: string; body: string; createdAt: Date },
): Promise<number> {
  await repo.insertDirectMessage(tx, message);
  emit({ type: "directMessagesChanged", userId: message.recipientId, peerId: message.senderId });
  emit({ type: "directMessagesChanged", userId: message.senderId, peerId: message.recipientId });
  return repo.countUnreadFrom(tx, { recipientId: message.recipientId, senderId: message.senderId });
}

export async function listThreads(db: Db, userId: string): Promise<MessageThread[]> {
  const rows = await repo.listThreads(db, userId);
  return rows.map((r) => ({
    peerId: r.peerId,
    peerName: r.peerName,
    lastMessage: presentMessage(r.message),
    unreadCount: r.unreadCount,
  }));
}

/** A page of the thread, oldest first so the client appends it above what it shows. */
export async function threadPage(
  db: Db,
  query: { userId: string; peerId: string; before?: string; limit: number },
): Promise<ThreadPage> {
  const rows = await repo.pageOfThread(db, { ...query, limit: query.limit + 1 });
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: page.map(presentMessage),
    nextBefore: hasMore && page[0] ? page[0].id : null,
  };
}

/**
 * Reads the peer's messages and their bell item; every device of the hunter hears it, so the
 * badges there clear too. Reading an already read thread changes nothing and tells no one.
 */
export function readThread(
  db: Db,
  { userId, peerId, now }: { userId: string; peerId: string; now: Date },
) {
  return inTransaction(db, async (tx, emit) => {
    const read = await repo.markThreadRead(tx, { userId, peerId, now });
    if (read > 0) {
      emit({ type: "directMessagesChanged", userId, peerId });
      // The sender's devices learn their messages were read.
      emit({ type: "directMessagesChanged", userId: peerId, peerId: userId });
    }
    await readFromSender(tx, emit, { userId, senderId: peerId, type: "direct_message" });
    return { message: "Thread read." };
  });
}
