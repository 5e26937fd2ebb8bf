import { RANKS } from "@repgate/game/rules/ranks";
import { z } from "zod";

/** Contributors per page of GET /api/world-events/{id}/contributors. */
export const CONTRIBUTORS_PAGE_SIZE = 50;

const WORLD_EVENT_STATES = ["scheduled", "open", "won", "lost"] as const;

/** A Gate Break as everyone sees it (docs/game-rules/world-boss.md). */
const worldEventSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bossName: z.string(),
  /** The boss's game-icons glyph. */
  bossPicture: z.string(),
  rank: z.enum(RANKS),
  maxHP: z.number().int(),
  hp: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  state: z.enum(WORLD_EVENT_STATES),
  /** The caller's own battle against the boss while it is active, else null. */
  battleId: z.uuid().nullable(),
});
export type WorldEvent = z.infer<typeof worldEventSchema>;

/** GET /api/world-events/current: the open event, else the next or last one, or none. */
export const currentWorldEventSchema = z.object({ event: worldEventSchema.nullable() });
export type CurrentWorldEvent = z.infer<typeof currentWorldEventSchema>;

export const worldEventIdParamsSchema = z.object({
  id: z.uuid({ error: "That Gate Break does not exist." }),
});

export const contributorsQuerySchema = z.object({
  /** The `nextCursor` of the previous page: how many contributors came before. */
  cursor: z
    .string()
    .regex(/^\d{1,7}$/, { error: "That page cursor is not valid." })
    .optional(),
});

const contributorSchema = z.object({
  place: z.number().int(),
  hunterId: z.uuid(),
  displayName: z.string(),
  reps: z.number().int(),
  damage: z.number().int(),
});

export const contributorsSchema = z.object({
  contributors: z.array(contributorSchema),
  nextCursor: z.string().nullable(),
  /** The caller's own place, or null when they have not dealt damage. */
  own: contributorSchema.nullable(),
});
export type Contributors = z.infer<typeof contributorsSchema>;

/** POST /api/world-events/{id}/join: the battle the hunter now fights the boss in. */
export const joinWorldEventReplySchema = z.object({ battleId: z.uuid() });
