import { RANKS } from "@repgate/game/rules/ranks";
import { z } from "zod";

/** Friend messages and chat share the spec's limit. */
export const FRIEND_MESSAGE_MAX = 500;

export const PRESENCES = ["in-dungeon", "online", "offline"] as const;

/** A hunter as the friends panel shows them (never an email). */
export const friendSchema = z.object({
  id: z.string(),
  hunterName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  level: z.number().int(),
  rank: z.enum(RANKS),
  profileImageUrl: z.string().nullable(),
  lastActiveAt: z.string(),
  inDungeon: z.boolean(),
  /** in-dungeon if inDungeon; else online if active in the last 5 minutes; else offline. */
  presence: z.enum(PRESENCES),
});
export type Friend = z.infer<typeof friendSchema>;

/** A request someone sent the signed-in hunter: `id` is the sender. */
export const friendRequestSchema = friendSchema.extend({
  friendshipId: z.string(),
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const userSearchQuerySchema = z.object({
  username: z
    .string({ error: "Please enter a username." })
    .trim()
    .min(1, { error: "Please enter a username." })
    .max(64, { error: "Could not find a user with that username." }),
});

export const userSearchReplySchema = z.object({
  id: z.string(),
  hunterName: z.string(),
  level: z.number().int(),
  rank: z.enum(RANKS),
  profileImageUrl: z.string().nullable(),
});
export type UserSearchReply = z.infer<typeof userSearchReplySchema>;

const hunterId = z.uuid({ error: "That hunter does not exist." });

export const friendRequestBodySchema = z.object({ friendId: hunterId });
export const friendshipIdParamSchema = z.object({
  friendshipId: z.uuid({ error: "That friend request does not exist." }),
});
export const userIdParamSchema = z.object({ userId: hunterId });

export const friendRequestReplySchema = z.object({
  message: z.string(),
  /** "accepted" when the other hunter had already asked: the two are friends now. */
  status: z.enum(["pending", "accepted"]),
  friendshipId: z.string(),
});
export type FriendRequestReply = z.infer<typeof friendRequestReplySchema>;

export const friendStatusSchema = z.object({
  areFriends: z.boolean(),
  requestPending: z.boolean(),
  /** True when the pending request came from the other hunter (they wait for our answer). */
  requestReceived: z.boolean(),
  friendshipId: z.string().nullable(),
});
export type FriendStatus = z.infer<typeof friendStatusSchema>;

export const friendMessageBodySchema = z.object({
  friendId: hunterId,
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, { error: "Please enter a message." })
    .max(FRIEND_MESSAGE_MAX, {
      error: `A message can be at most ${FRIEND_MESSAGE_MAX} characters.`,
    }),
});
