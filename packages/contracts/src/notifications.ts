import { NOTIFICATION_TYPES } from "@repgate/game/notifications";
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
});
export type Notification = z.infer<typeof notificationSchema>;

export const idParamSchema = z.object({
  id: z.uuid({ error: "That id is not valid." }),
});
