import { DROP_TYPES, DUNGEON_TYPES } from "@repgate/game/content/dungeons";
import { RANKS } from "@repgate/game/rules/ranks";
import { z } from "zod";

export const dungeonIdParamSchema = z.object({
  id: z.uuid({ error: "That dungeon id is not valid." }),
});

/** A live dungeon as GET /api/dungeons lists it (docs/game-rules/battle.md). */
export const dungeonSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  name: z.string(),
  description: z.string(),
  rank: z.enum(RANKS),
  type: z.enum(DUNGEON_TYPES),
  /** Kilometres; movement dungeons only. */
  requiredDistance: z.number().nullable(),
  /** Monster names in fighting order; combat dungeons only (empty for movement). */
  enemySequence: z.array(z.string()),
  recommendedCP: z.number().int(),
  bossName: z.string().nullable(),
  bossRank: z.enum(RANKS).nullable(),
  rewards: z.object({
    type: z.enum(DROP_TYPES),
    xp: z.number().int(),
    gold: z.number().int(),
    itemDropChance: z.number(),
  }),
  estimatedTime: z.number().int(),
  magicalBeasts: z.array(z.string()),
  imageUrl: z.string(),
  expiresAt: z.string(),
});
export type Dungeon = z.infer<typeof dungeonSchema>;
export const dungeonListSchema = z.array(dungeonSchema);
