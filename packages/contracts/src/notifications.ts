import { NOTIFICATION_RESOLUTIONS, NOTIFICATION_TYPES } from "@repgate/game/rules/notifications";
import { z } from "zod";

/** Extra data a notification may carry, depending on its type (docs/game-rules/social.md). */
const notificationDataSchema = z
  .object({
    invitationId: z.string(),
    senderId: z.string(),
    senderName: z.string(),
    confirmationId: z.string(),
    dungeonName: z.string(),
    dungeonRank: z.string(),
    achievementId: z.string(),
    friendshipId: z.string(),
  })
  .partial();

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  data: notificationDataSchema.nullable(),
  /**
   * Added to the spec's shape (issue 43): what became of an invitation, friend request or
   * dungeon confirmation this notification asked about, or null while it waits for an answer.
   * A resolved notification is read and offers no answer.
   */
  resolution: z.enum(NOTIFICATION_RESOLUTIONS).nullable(),
  /** When it was resolved (ISO), or null. */
  resolvedAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const idParamSchema = z.object({
  id: z.uuid({ error: "That id is not valid." }),
});
