import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userIdParamSchema } from "../friends.ts";
import {
  achievementSchema,
  activitySchema,
  profileUpdateSchema,
  publicProfileSchema,
  reawakenReplySchema,
} from "../profiles.ts";
import { userSchema } from "../user.ts";

export const profileEndpoints = {
  /** Another hunter's (or one's own) public profile: never an email. */
  publicProfile: defineEndpoint({
    method: "GET",
    path: "/api/users/:userId",
    token: "read",
    params: userIdParamSchema,
    reply: publicProfileSchema,
  }),
  /** The avatar the server re-encoded (image/webp); a URL with ?v=<etag> from profileImageUrl. */
  avatar: defineEndpoint({
    method: "GET",
    path: "/api/users/:userId/avatar",
    token: "read",
    params: userIdParamSchema,
    reply: z.unknown(),
    replyKind: "image",
  }),
  /** {hunterName} or {profileImageUrl} (a data URL the server re-encodes). */
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/user/profile",
    body: profileUpdateSchema,
    reply: userSchema,
  }),
  reawaken: defineEndpoint({
    method: "POST",
    path: "/api/user/reawaken",
    reply: reawakenReplySchema,
  }),
  myAchievements: defineEndpoint({
    method: "GET",
    path: "/api/user/achievements",
    token: "read",
    reply: z.array(achievementSchema),
  }),
  activity: defineEndpoint({
    method: "GET",
    path: "/api/user/activity",
    token: "read",
    reply: activitySchema,
  }),
};
