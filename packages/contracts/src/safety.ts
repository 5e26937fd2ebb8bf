import { z } from "zod";

/**
 * Mute hides a hunter's chat messages for you; block does that and refuses their friend
 * requests, invites and direct messages (docs/decisions/020-between-hunters.md).
 */
const BLOCK_KINDS = ["mute", "block"] as const;
const blockKindSchema = z.enum(BLOCK_KINDS);
export type BlockKind = z.infer<typeof blockKindSchema>;

export const blockedHunterSchema = z.object({
  userId: z.string(),
  hunterName: z.string(),
  kind: blockKindSchema,
  createdAt: z.string(),
});
export type BlockedHunter = z.infer<typeof blockedHunterSchema>;

export const blockParamSchema = z.object({
  userId: z.uuid({ error: "That hunter does not exist." }),
});

export const setBlockBodySchema = z.object({
  kind: blockKindSchema.optional().default("block"),
});

/** A report's optional reason; the message and its context are what the operator reads first. */
const REPORT_REASON_MAX = 300;
export const reportMessageBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(REPORT_REASON_MAX, {
        error: `A reason can be at most ${REPORT_REASON_MAX} characters.`,
      })
      .optional(),
  })
  .optional()
  .default({});

export const chatMessageParamSchema = z.object({
  id: z.uuid({ error: "That message does not exist." }),
});
