import { z } from "zod";

/** How many messages one page of a thread holds unless `limit` asks for fewer (at most 50). */
const THREAD_PAGE_SIZE = 30;
const THREAD_PAGE_MAX = 50;

const directMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When the recipient read it; null while unread. */
  readAt: z.string().nullable(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

/** One conversation: the other hunter, the newest message and how many of theirs are unread. */
export const messageThreadSchema = z.object({
  peerId: z.string(),
  peerName: z.string(),
  lastMessage: directMessageSchema,
  unreadCount: z.number().int(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const peerIdParamSchema = z.object({
  peerId: z.uuid({ error: "That hunter does not exist." }),
});

export const threadQuerySchema = z.object({
  /** The id of the oldest message already shown: the page holds the ones sent before it. */
  before: z.uuid({ error: "That page cursor is not valid." }).optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number." })
    .int({ error: "Limit must be a whole number." })
    .min(1, { error: "Limit must be at least 1." })
    .max(THREAD_PAGE_MAX, { error: `Limit can be at most ${THREAD_PAGE_MAX}.` })
    .default(THREAD_PAGE_SIZE),
});

/** A page of a thread, oldest first; `nextBefore` pages further back, null at the start. */
export const threadPageSchema = z.object({
  messages: z.array(directMessageSchema),
  nextBefore: z.string().nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;
