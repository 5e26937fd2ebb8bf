import { z } from "zod";

/**
 * What a payment unlocked besides XP and gold, told in its own reply so the web can show a
 * System window for each (the bell still gets its notification).
 */
export const unlocksSchema = z.object({
  achievements: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  titles: z.array(z.string()),
});
export type Unlocks = z.infer<typeof unlocksSchema>;

export const NO_UNLOCKS: Unlocks = { achievements: [], titles: [] };
