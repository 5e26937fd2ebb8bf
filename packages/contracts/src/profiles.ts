import { CLASS_NAMES } from "@repgate/game/content/classes";
import { ACHIEVEMENT_IDS } from "@repgate/game/rules/achievements";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasHiddenCharacters,
  normalizeHunterName,
} from "@repgate/game/rules/hunter-name";
import { RANKS } from "@repgate/game/rules/ranks";
import { z } from "zod";
import { HUNTER_NAME_MAX, HUNTER_NAME_TOO_LONG } from "./auth.ts";
import { PRESENCES } from "./friends.ts";
import { battleHeartRateSchema } from "./heart-rate.ts";

export const achievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  name: z.string(),
  description: z.string(),
  /** When it was unlocked; null while locked. */
  unlockedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** Another hunter's profile as anyone signed in may see it: no email, no gold, no settings. */
export const publicProfileSchema = z.object({
  id: z.string(),
  hunterName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  rank: z.enum(RANKS),
  level: z.number().int(),
  totalXP: z.number().int(),
  userClass: z.enum(CLASS_NAMES).nullable(),
  currentTitle: z.string(),
  strength: z.number().int(),
  agility: z.number().int(),
  vitality: z.number().int(),
  intelligence: z.number().int(),
  endurance: z.number().int(),
  perception: z.number().int(),
  combatPower: z.number().int(),
  questsCompleted: z.number().int(),
  dungeonsCleared: z.number().int(),
  magicalBeastsKilled: z.number().int(),
  /**
   * Presence, party and guild are left out when either hunter blocked the other
   * (docs/game-rules/social.md): a blocked hunter cannot follow where the other is or goes.
   */
  presence: z.enum(PRESENCES).optional(),
  /** For the invite buttons (docs/game-rules/screens.md): the target already has a party / guild. */
  inParty: z.boolean().optional(),
  inGuild: z.boolean().optional(),
  achievements: z.array(achievementSchema),
  createdAt: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** Avatar as a data URL; the server re-encodes it (the spec's limit is 200MB, see below). */
export const AVATAR_MAX_BYTES = 200 * 1024 * 1024;
/**
 * What the server accepts in one PATCH: the web shrinks a picture to at most 1024 px before
 * sending, so a real photo stays far below this; a bigger body is refused with 413.
 */
export const AVATAR_UPLOAD_MAX_BYTES = 12 * 1024 * 1024;

const AVATAR_PATH =
  /^\/api\/users\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/avatar\?v=([0-9a-f]{16})$/;

/**
 * Where a hunter's uploaded avatar is served (GET /api/users/:userId/avatar, tagged with the
 * image's hash so a new picture is a new address). It is the only value profileImageUrl holds
 * besides null, and the only one the web shows as an image (docs/decisions/018): an address a
 * hunter chose, say `/api/logout`, would be requested by every browser that shows it.
 */
export function avatarPath(userId: string, etag: string): string {
  return `/api/users/${userId}/avatar?v=${etag}`;
}

/** The hunter and tag of an avatar address, or null for any other value. */
export function parseAvatarPath(value: unknown): { userId: string; etag: string } | null {
  const match = typeof value === "string" ? AVATAR_PATH.exec(value) : null;
  return match?.[1] && match[2] ? { userId: match[1], etag: match[2] } : null;
}

/** A picture sent to PATCH /api/user/profile: an image's data URL (the spec's upload). */
function isImageDataUrl(value: string): boolean {
  return value.startsWith("data:image/");
}

export const profileUpdateSchema = z.union(
  [
    z.object({
      hunterName: z
        .string({ error: "Hunter name cannot be empty." })
        .refine((name) => !hasHiddenCharacters(name), { error: HIDDEN_CHARACTERS_MESSAGE })
        .trim()
        .min(1, { error: "Hunter name cannot be empty." })
        .max(HUNTER_NAME_MAX, { error: HUNTER_NAME_TOO_LONG })
        .transform(normalizeHunterName)
        .pipe(z.string().min(1, { error: "Hunter name cannot be empty." })),
    }),
    z.object({
      // An image's data URL, which the server re-encodes and stores; or the hunter's own
      // avatar address as a reply gave it (keeping the picture). Nothing else: no other path
      // or URL of any kind.
      profileImageUrl: z
        .string({ error: "Please choose an image file" })
        .refine((value) => isImageDataUrl(value) || parseAvatarPath(value) !== null, {
          error: "Please choose an image file",
        }),
    }),
  ],
  { error: "Send a hunterName or a profileImageUrl." },
);

export const reawakenReplySchema = z.object({
  message: z.string(),
  gold: z.number().int(),
  redirectTo: z.literal("/assessment"),
});
export type ReawakenReply = z.infer<typeof reawakenReplySchema>;

const activityDaySchema = z.object({
  /** YYYY-MM-DD in the hunter's time zone. */
  day: z.string(),
  reps: z.number().int(),
  xp: z.number().int(),
});
const activityWeekSchema = z.object({
  /** The Monday of the week, YYYY-MM-DD. */
  week: z.string(),
  dungeons: z.number().int(),
  quests: z.number().int(),
});
export const activitySchema = z.object({
  days: z.array(activityDaySchema),
  weeks: z.array(activityWeekSchema),
  /** The last battles' heart-rate summaries (30 days, newest last), from a strap if one was worn. */
  heartRate: z.array(battleHeartRateSchema),
});
export type Activity = z.infer<typeof activitySchema>;
