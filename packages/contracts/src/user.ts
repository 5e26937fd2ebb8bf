import { CLASS_NAMES } from "@repgate/game/content/classes";
import { REGIONS } from "@repgate/game/content/regions";
import { TITLE_NAMES } from "@repgate/game/content/titles";
import { RANKS } from "@repgate/game/rules/ranks";
import { STAT_NAMES } from "@repgate/game/rules/stats";
import { isIanaTimeZone } from "@repgate/game/rules/time";
import { z } from "zod";
import { supportedLanguages } from "./languages.ts";

export const statsSchema = z.object(
  Object.fromEntries(STAT_NAMES.map((name) => [name, z.number().int()])) as Record<
    (typeof STAT_NAMES)[number],
    z.ZodNumber
  >,
);

/** The signed-in hunter as the server describes them. Never carries the password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  hunterName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  level: z.number().int(),
  rank: z.enum(RANKS),
  currentXP: z.number().int(),
  totalXP: z.number().int(),
  /** XP this level needs in all: floor(1000 * level^1.5). */
  xpForNextLevel: z.number().int(),
  gold: z.number().int(),
  userClass: z.enum(CLASS_NAMES).nullable(),
  strength: z.number().int(),
  agility: z.number().int(),
  vitality: z.number().int(),
  intelligence: z.number().int(),
  endurance: z.number().int(),
  perception: z.number().int(),
  combatPower: z.number().int(),
  playerCurrentHP: z.number().int(),
  playerMaxHP: z.number().int(),
  currentTitle: z.string(),
  unlockedTitles: z.array(z.string()),
  partyId: z.string().nullable(),
  guildId: z.string().nullable(),
  region: z.enum(REGIONS),
  timezone: z.string(),
  /** The language the hunter picked (null: follow the browser's Accept-Language). */
  language: z.enum(supportedLanguages).nullable(),
  lastActiveAt: z.string(),
  inDungeon: z.boolean(),
  dungeonsCleared: z.number().int(),
  questsCompleted: z.number().int(),
  magicalBeastsKilled: z.number().int(),
  timesDefeated: z.number().int(),
  currentEnergy: z.number().int(),
  /** endurance x 10. */
  maxEnergy: z.number().int(),
  hasAcceptedPlayer: z.boolean(),
  hasCompletedAssessment: z.boolean(),
  hasCompletedProfile: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const timezoneRequestSchema = z.object({
  timezone: z
    .string({ error: "Timezone must be an IANA time zone name such as Asia/Kathmandu." })
    .max(64, { error: "Timezone is not a known IANA time zone." })
    .refine(isIanaTimeZone, { error: "Timezone is not a known IANA time zone." }),
});

export const regionRequestSchema = z.object({
  region: z.enum(REGIONS, { error: `Region must be one of: ${REGIONS.join(", ")}.` }),
});

/** null goes back to following the browser's language. */
export const languageRequestSchema = z.object({
  language: z
    .enum(supportedLanguages, {
      error: `Language must be one of: ${supportedLanguages.join(", ")}.`,
    })
    .nullable(),
});

export const titleRequestSchema = z.object({
  currentTitle: z.enum(TITLE_NAMES as [string, ...string[]], {
    error: `Title must be one of: ${TITLE_NAMES.join(", ")}.`,
  }),
});

export const okReplySchema = z.object({ message: z.string() });

export const errorReplySchema = z.object({ message: z.string(), code: z.string() });
