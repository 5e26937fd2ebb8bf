import { RANKS } from "@repgate/game/ranks";
import { z } from "zod";

export const leaderboardEntrySchema = z.object({
  position: z.number().int(),
  id: z.string(),
  hunterName: z.string(),
  rank: z.enum(RANKS),
  level: z.number().int(),
  totalXP: z.number().int(),
  userClass: z.string().nullable(),
});

/** First version: hunters by level then XP, plus the caller's own position. */
export const leaderboardSchema = z.object({
  hunters: z.array(leaderboardEntrySchema),
  total: z.number().int(),
  myPosition: z.number().int().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
