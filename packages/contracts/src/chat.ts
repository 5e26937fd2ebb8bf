import { REGIONS } from "@repgate/game/content/regions";
import { RANKS } from "@repgate/game/rules/ranks";
import { z } from "zod";

/** Chat input limit (docs/game-rules/social.md). */
export const CHAT_MAX_LENGTH = 500;
/** A hunter may send this many chat messages per window, counted across every instance. */
export const CHAT_FLOOD_LIMIT = 10;
export const CHAT_FLOOD_WINDOW_MS = 10_000;
/** How many recent messages a history read returns. */
export const CHAT_HISTORY_SIZE = 50;

export const CHAT_TYPES = ["regional", "party", "guild"] as const;
const chatTypeSchema = z.enum(CHAT_TYPES);
export type ChatType = z.infer<typeof chatTypeSchema>;

/**
 * Chat message (docs/game-rules/social.md). Always has its author: a hunter's messages go with
 * their account (docs/account-deletion.md).
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    hunterName: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    rank: z.enum(RANKS),
    profileImageUrl: z.string().nullable(),
  }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Oldest first, the newest last (as a chat shows them). */
export const chatHistorySchema = z.array(chatMessageSchema);
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/**
 * A sender's own tag for one message, echoed in `chatSent` or `chatRefused`, so the sender
 * knows which typed text went out (and may be cleared) and which was refused (and stays).
 */
const chatClientIdSchema = z.string().min(1).max(64);

/** The clientId of a chat payload, if it carries a valid one (even when the rest is not). */
export function chatClientIdOf(data: unknown): string | undefined {
  const parsed = z.object({ clientId: chatClientIdSchema }).safeParse(data);
  return parsed.success ? parsed.data.clientId : undefined;
}

/**
 * What a browser sends on /ws as `{type: "chat", data}`. `userId` is accepted for the spec's
 * sake and ignored: the author is the socket's signed-in hunter. `clientId` is ours, not the
 * spec's: a client that sends none gets no `chatSent`, as the spec's client expects.
 */
export const chatSendSchema = z.object({
  clientId: chatClientIdSchema.optional(),
  userId: z.unknown().optional(),
  content: z.string({ error: "A message must be text." }),
  type: chatTypeSchema,
  region: z.enum(REGIONS).optional(),
  partyId: z.string().optional(),
  guildId: z.string().optional(),
});
