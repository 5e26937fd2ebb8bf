import type {
  Friend,
  FriendRequest,
  FriendRequestReply,
  FriendStatus,
  UserSearchReply,
} from "@repgate/contracts/friends";
import { nameKey } from "@repgate/game/rules/name-key";
import { presenceOf } from "@repgate/game/rules/presence";
import type { Rank } from "@repgate/game/rules/ranks";
import type { Db, Tx } from "../../db/connect.ts";
import type { FriendshipRow } from "../../db/schema/social.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isForeignKeyViolation } from "../../lib/http/pg-errors.ts";
import { storeDirectMessage } from "../messages/service.ts";
import { notify, resolveNotices, withdrawNotification } from "../notifications/service.ts";
import { assertMayReach } from "../reach/policy.ts";
import { findUserById } from "../users/repo.ts";
import * as repo from "./repo.ts";

const USER_NOT_FOUND = "Could not find a user with that username.";
const HUNTER_NOT_FOUND = "That hunter does not exist.";
const REQUEST_NOT_FOUND = "That friend request does not exist.";

function presentFriend(row: UserRow, now: Date): Friend {
  return {
    id: row.id,
    hunterName: row.hunterName,
    firstName: row.firstName,
    lastName: row.lastName,
    level: row.level,
    rank: row.rank as Rank,
    profileImageUrl: row.profileImageUrl,
    lastActiveAt: row.lastActiveAt.toISOString(),
    inDungeon: row.inDungeon,
    presence: presenceOf(row, now),
  };
}

/** Finds a hunter by their exact name (compared as names are: NFKC, case-insensitive). */
export async function searchByUsername(db: Db, username: string): Promise<UserSearchReply> {
  const user = await repo.findByNameKey(db, nameKey(username));
  if (!user) throw new AppError("not_found", USER_NOT_FOUND);
  return {
    id: user.id,
    hunterName: user.hunterName,
    level: user.level,
    rank: user.rank as Rank,
    profileImageUrl: user.profileImageUrl,
  };
}

export async function listFriends(db: Db, userId: string, now: Date): Promise<Friend[]> {
  return (await repo.listFriends(db, userId)).map((row) => presentFriend(row, now));
}

export async function listRequests(db: Db, userId: string, now: Date): Promise<FriendRequest[]> {
  return (await repo.listIncoming(db, userId)).map(({ user, friendship }) => ({
    ...presentFriend(user, now),
    friendshipId: friendship.id,
    createdAt: friendship.createdAt.toISOString(),
  }));
}

/**
 * The request was answered (from the bell, the friends panel or a request of one's own): its
 * notification in the answerer's bell says so on every device, buttons gone.
 */
function resolveRequestNotice(
  tx: Tx,
  emit: Emit,
  {
    userId,
    friendshipId,
    resolution,
    now,
  }: {
    userId: string;
    friendshipId: string;
    resolution: "accepted" | "declined";
    now: Date;
  },
): Promise<void> {
  return resolveNotices(tx, emit, {
    userIds: [userId],
    type: "friend_request",
    key: "friendshipId",
    value: friendshipId,
    resolution,
    now,
  });
}

function friendsChanged(emit: Emit, friendship: FriendshipRow) {
  emit({ type: "friendsChanged", userId: friendship.userLow });
  emit({ type: "friendsChanged", userId: friendship.userHigh });
}

async function accept(
  tx: Tx,
  emit: Emit,
  friendship: FriendshipRow,
  accepter: UserRow,
  now: Date,
): Promise<FriendshipRow> {
  const accepted = await repo.acceptFriendship(tx, friendship.id, now);
  if (!accepted) throw new AppError("conflict", "You are already friends.");
  await resolveRequestNotice(tx, emit, {
    userId: accepter.id,
    friendshipId: friendship.id,
    resolution: "accepted",
    now,
  });
  await notify(tx, emit, friendship.requesterId, {
    type: "friend_accept",
    title: "Friend Request Accepted",
    message: `${accepter.hunterName} accepted your friend request.`,
    data: { senderId: accepter.id, senderName: accepter.hunterName },
    createdAt: now,
    senderId: accepter.id,
  });
  friendsChanged(emit, accepted);
  return accepted;
}

/**
 * Sends a friend request. When the other hunter had already asked (even at this very moment:
 * both land on the pair's one row), this accepts theirs instead, so the two become friends once.
 */
export function sendRequest(
  db: Db,
  { userId, friendId, now }: { userId: string; friendId: string; now: Date },
): Promise<FriendRequestReply> {
  if (userId === friendId) {
    throw new AppError("bad_request", "You cannot send a friend request to yourself.");
  }
  return inTransaction(db, async (tx, emit) => {
    const [me, them] = await Promise.all([findUserById(tx, userId), findUserById(tx, friendId)]);
    if (!me || !them) throw new AppError("not_found", HUNTER_NOT_FOUND);
    await assertMayReach(tx, userId, friendId);
    // The other hunter may delete their account between the read and the insert.
    const inserted = await repo.insertRequest(tx, userId, friendId, now).catch((error) => {
      if (isForeignKeyViolation(error)) throw new AppError("not_found", HUNTER_NOT_FOUND);
      throw error;
    });
    if (inserted) {
      await notify(tx, emit, friendId, {
        type: "friend_request",
        title: "Friend Request",
        message: `${me.hunterName} wants to be your friend.`,
        data: { senderId: me.id, senderName: me.hunterName, friendshipId: inserted.id },
        createdAt: now,
        senderId: me.id,
      });
      friendsChanged(emit, inserted);
      return {
        message: `Friend request sent to ${them.hunterName}.`,
        status: "pending",
        friendshipId: inserted.id,
      };
    }
    const existing = await repo.lockPair(tx, userId, friendId);
    if (!existing) throw new AppError("conflict", "Please try again.");
    if (existing.status === "accepted") {
      throw new AppError("conflict", `You are already friends with ${them.hunterName}.`);
    }
    if (existing.requesterId === userId) {
      throw new AppError("conflict", `A friend request to ${them.hunterName} is already pending.`);
    }
    const accepted = await accept(tx, emit, existing, me, now);
    return {
      message: `You and ${them.hunterName} are now friends.`,
      status: "accepted",
      friendshipId: accepted.id,
    };
  });
}

/** The request, locked, if the hunter is the one who received it (only they may answer it). */
async function lockRequestFor(tx: Tx, userId: string, friendshipId: string) {
  const friendship = await repo.lockFriendship(tx, friendshipId);
  if (!friendship || (friendship.userLow !== userId && friendship.userHigh !== userId)) {
    throw new AppError("not_found", REQUEST_NOT_FOUND);
  }
  if (friendship.status !== "pending") throw new AppError("conflict", "You are already friends.");
  if (friendship.requesterId === userId) {
    throw new AppError("forbidden", "Only the hunter who received this request can answer it.");
  }
  return friendship;
}

export function acceptRequest(
  db: Db,
  { userId, friendshipId, now }: { userId: string; friendshipId: string; now: Date },
) {
  return inTransaction(db, async (tx, emit) => {
    const friendship = await lockRequestFor(tx, userId, friendshipId);
    const me = await findUserById(tx, userId);
    if (!me) throw new AppError("not_found", HUNTER_NOT_FOUND);
    await accept(tx, emit, friendship, me, now);
    return { message: "Friend request accepted." };
  });
}

export function declineRequest(
  db: Db,
  { userId, friendshipId, now }: { userId: string; friendshipId: string; now: Date },
) {
  return inTransaction(db, async (tx, emit) => {
    const friendship = await lockRequestFor(tx, userId, friendshipId);
    await repo.deleteFriendship(tx, friendship.id);
    await resolveRequestNotice(tx, emit, { userId, friendshipId, resolution: "declined", now });
    friendsChanged(emit, friendship);
    return { message: "Friend request declined." };
  });
}

/**
 * A block ends whatever friendship or request the pair has, in the blocker's transaction
 * (safety/service.ts#setBlock calls it; the friends module owns the table).
 */
export async function endFriendshipOnBlock(
  tx: Tx,
  emit: Emit,
  blockerId: string,
  blockedId: string,
): Promise<void> {
  const friendship = await repo.lockPair(tx, blockerId, blockedId);
  if (friendship && (await repo.deleteFriendship(tx, friendship.id))) {
    friendsChanged(emit, friendship);
  }
}

/** Ends a friendship (or withdraws the hunter's own pending request). */
export function unfriend(db: Db, { userId, friendId }: { userId: string; friendId: string }) {
  return inTransaction(db, async (tx, emit) => {
    const friendship = await repo.lockPair(tx, userId, friendId);
    const mine =
      friendship && (friendship.status === "accepted" || friendship.requesterId === userId);
    if (!friendship || !mine) {
      throw new AppError("not_found", "You are not friends with that hunter.");
    }
    await repo.deleteFriendship(tx, friendship.id);
    if (friendship.status === "pending") {
      // A withdrawn request leaves nothing behind in the other hunter's bell.
      await withdrawNotification(tx, emit, {
        userId: friendId,
        senderId: userId,
        type: "friend_request",
      });
    }
    friendsChanged(emit, friendship);
    return { message: "Friend removed." };
  });
}

export async function friendStatus(db: Db, userId: string, otherId: string): Promise<FriendStatus> {
  const friendship = userId === otherId ? null : await repo.findPair(db, userId, otherId);
  const pending = friendship?.status === "pending";
  return {
    areFriends: friendship?.status === "accepted",
    requestPending: pending,
    requestReceived: pending && friendship?.requesterId !== userId,
    friendshipId: friendship?.id ?? null,
  };
}

/** True when the two hunters are friends (for other modules: invites, profiles). */
async function areFriends(db: Db | Tx, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  return (await repo.findPair(db, a, b))?.status === "accepted";
}

/**
 * A direct message: friends only. It is stored as the friend's `direct_message` notification;
 * the commit's notificationCreated event reaches their open sockets at once.
 */
export function sendMessage(
  db: Db,
  {
    userId,
    friendId,
    message,
    now,
  }: { userId: string; friendId: string; message: string; now: Date },
) {
  return inTransaction(db, async (tx, emit) => {
    if (!(await areFriends(tx, userId, friendId))) {
      throw new AppError("forbidden", "You can only message your friends.");
    }
    await assertMayReach(tx, userId, friendId);
    const me = await findUserById(tx, userId);
    if (!me) throw new AppError("not_found", HUNTER_NOT_FOUND);
    const unread = await storeDirectMessage(tx, emit, {
      senderId: me.id,
      recipientId: friendId,
      body: message,
      createdAt: now,
    });
    // One bell item per thread (direct_message collapses per sender): refreshed with the
    // newest words and the unread count rather than one item per message.
    await notify(tx, emit, friendId, {
      type: "direct_message",
      title: `Message from ${me.hunterName}`,
      message,
      data: { senderId: me.id, senderName: me.hunterName, unreadCount: String(unread) },
      createdAt: now,
      senderId: me.id,
    });
    return { message: "Message sent." };
  });
}
