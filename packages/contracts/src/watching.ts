import { z } from "zod";

/**
 * Watch links (docs/game-rules/watching.md, docs/decisions/041-watch-links.md): a fighter shares
 * a link; whoever holds it sees the fight, read-only, with no account. What a watcher is sent is
 * the public shape below, written out field by field on purpose: it is not the fighter's battle
 * with fields taken away, so a field added to a battle never reaches a watcher by accident.
 */

/** A watch token: 32 random bytes, base64url (43 characters). */
export const watchTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "That watch link is not valid." }),
});

/** POST /api/battles/{id}/watch-link: the new link's token, shown to the fighter once. */
export const createdWatchLinkSchema = z.object({
  token: z.string(),
  watchers: z.number().int(),
});
export type CreatedWatchLink = z.infer<typeof createdWatchLinkSchema>;

/** GET /api/battles/{id}/watch-link: whether a link is live and how many watch it now. */
export const watchLinkStatusSchema = z.object({
  active: z.boolean(),
  watchers: z.number().int(),
});
export type WatchLinkStatus = z.infer<typeof watchLinkStatusSchema>;

/** One hunter of the fight as a watcher sees them: a display name and HP, nothing else. */
const watchFighterSchema = z.strictObject({
  hunterName: z.string(),
  currentHP: z.number().int(),
  maxHP: z.number().int(),
  state: z.enum(["in", "fled", "defeated", "left"]),
});
export type WatchFighter = z.infer<typeof watchFighterSchema>;

/** A blow on the monster: who landed it and for how much. */
const watchHitSchema = z.strictObject({
  /** Stable across reads (a counter within this fight), so a screen shows each hit once. */
  seq: z.number().int(),
  hunterName: z.string(),
  damage: z.number().int(),
  kind: z.enum(["attack", "skill"]),
});
export type WatchHit = z.infer<typeof watchHitSchema>;

const watchSummarySchema = z.strictObject({
  outcome: z.enum(["victory", "defeat", "fled"]),
  totalDamage: z.number().int(),
  hits: z.number().int(),
  durationSeconds: z.number().int(),
});
export type WatchSummary = z.infer<typeof watchSummarySchema>;

/** GET /api/watch/{token} and every frame of the watch socket: the fight, public. */
export const watchViewSchema = z.strictObject({
  state: z.enum(["live", "ended"]),
  dungeonName: z.string(),
  monster: z.strictObject({
    name: z.string(),
    level: z.number().int(),
    isBoss: z.boolean(),
    currentHP: z.number().int(),
    maxHP: z.number().int(),
  }),
  fighters: z.array(watchFighterSchema),
  /** The newest blows, oldest first. */
  hits: z.array(watchHitSchema),
  /** Set once the fight has ended. */
  summary: watchSummarySchema.nullable(),
});
export type WatchView = z.infer<typeof watchViewSchema>;

/** What the watch socket (/ws/watch/{token}) sends: the view whenever the fight changes. */
export type WatchSocketMessage = { type: "view"; view: WatchView };

/** Close codes of the watch socket. The link was revoked by the fighter: do not retry. */
export const WS_CLOSE_WATCH_REVOKED = 4410;
/** No such link (or it was replaced): do not retry. */
export const WS_CLOSE_WATCH_UNKNOWN = 4404;
/** This fight already has the most watchers a fight may have, or this address too many sockets. */
export const WS_CLOSE_WATCH_FULL = 4429;

/** Watchers one fight may have at once, across every instance. */
export const MAX_WATCHERS_PER_FIGHT = 50;
/** Watch sockets one address may hold open on one instance. */
export const MAX_WATCH_SOCKETS_PER_ADDRESS = 10;

export const WATCH_REVOKED_MESSAGE = "This link was revoked";
export const WATCH_ENDED_MESSAGE = "This fight has ended";
