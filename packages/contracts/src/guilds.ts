import {
  GUILD_NAME_HIDDEN_MESSAGE,
  hasHiddenCharacters,
  normalizeHunterName,
} from "@repgate/game/rules/hunter-name";
import { z } from "zod";

/** Limits of docs/game-rules/guilds.md. */
export const GUILD_CREATION_COST = 10_000;
export const GUILD_RENAME_COST = 500;
export const ANNOUNCEMENT_MAX_LENGTH = 500;
export const MAX_WIZARD_RANKS = 10;
const GUILD_NAME_MAX_LENGTH = 40;
const GUILD_DESCRIPTION_MAX_LENGTH = 500;
const RANK_NAME_MAX_LENGTH = 30;
export const MAX_GUILD_MEMBERS = 50;
/** The default emoji insignia of POST /api/guild (the spec's creation call). */
export const DEFAULT_INSIGNIA = "🛡️";

/** Experience needed for the next guild level: level * 1000 (docs/game-rules/guilds.md). */
export function guildXpForNextLevel(level: number): number {
  return level * 1000;
}

const trimmed = (max: number, blank: string, long: string) =>
  z.string({ error: blank }).trim().min(1, { error: blank }).max(max, { error: long });

/** Like a hunter's name (decision 009): hidden characters refused, stored in NFKC form. */
const guildNameSchema = z
  .string({ error: "Please enter a guild name." })
  // Before trimming: trim() drops a BOM at either end, and it is refused wherever it stands.
  .refine((name) => !hasHiddenCharacters(name), { error: GUILD_NAME_HIDDEN_MESSAGE })
  .trim()
  .min(1, { error: "Please enter a guild name." })
  .max(GUILD_NAME_MAX_LENGTH, {
    error: `A guild name is at most ${GUILD_NAME_MAX_LENGTH} characters.`,
  })
  .transform(normalizeHunterName)
  .pipe(z.string().min(1, { error: "Please enter a guild name." }));
const guildDescriptionSchema = z
  .string()
  .trim()
  .max(GUILD_DESCRIPTION_MAX_LENGTH, {
    error: `A description is at most ${GUILD_DESCRIPTION_MAX_LENGTH} characters.`,
  });
const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "A rank colour is a #rrggbb colour." });
/** The spec's text for anything that is not an image (docs/game-rules/guilds.md). */
export const INSIGNIA_INVALID = "Invalid File: Please upload an image file.";
/** Where the server serves the insignia it re-encoded; POST /api/guilds/insignia answers one. */
export const INSIGNIA_PATH_PREFIX = "/media/guild-insignia/";
const OWN_INSIGNIA_PATH =
  /^\/media\/guild-insignia\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/i;
/** The id in one of our insignia paths, or null for any other string. */
export function ownInsigniaId(value: string): string | null {
  return OWN_INSIGNIA_PATH.test(value)
    ? value.slice(INSIGNIA_PATH_PREFIX.length, -".webp".length)
    : null;
}
/** An image sent in the call itself, which the server re-encodes (docs/game-rules/guilds.md: "insignia (image)"). */
function isInsigniaDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}
/**
 * A guild's insignia on creation: an image as a data URL (re-encoded like an upload), the path
 * an upload answered, or the default emoji. Any other string (another site's URL, an API path,
 * script) would end up in every visitor's <img src>, so it is refused.
 */
const insigniaSchema = z
  .string({ error: INSIGNIA_INVALID })
  .trim()
  .min(1, { error: "Please upload an insignia." })
  .refine(
    (value) =>
      value === DEFAULT_INSIGNIA || ownInsigniaId(value) !== null || isInsigniaDataUrl(value),
    { error: INSIGNIA_INVALID },
  );

export const rankFieldsSchema = z.object({
  name: trimmed(
    RANK_NAME_MAX_LENGTH,
    "A rank needs a name.",
    "A rank name is at most 30 characters.",
  ),
  color: colorSchema,
  permissionLevel: z
    .number()
    .int()
    .min(0, { error: "Permission level is 0 to 3." })
    .max(3, { error: "Permission level is 0 to 3." }),
  canDeleteMessages: z.boolean().default(false),
  canSendAnnouncements: z.boolean().default(false),
  canKickMembers: z.boolean().default(false),
  canEditGuild: z.boolean().default(false),
  canManageRanks: z.boolean().default(false),
});
export type RankFields = z.infer<typeof rankFieldsSchema>;
/**
 * Only the fields sent change. Not `rankFieldsSchema.partial()`: its flags' defaults would still
 * fill in `false`, so renaming a rank silently took its powers away.
 */
export const rankPatchSchema = rankFieldsSchema
  .extend({
    canDeleteMessages: z.boolean(),
    canSendAnnouncements: z.boolean(),
    canKickMembers: z.boolean(),
    canEditGuild: z.boolean(),
    canManageRanks: z.boolean(),
  })
  .partial();

export const createGuildRequestSchema = z.object({
  name: guildNameSchema,
  description: guildDescriptionSchema.optional(),
  insignia: insigniaSchema,
  ownerRankName: trimmed(
    RANK_NAME_MAX_LENGTH,
    "The owner's rank needs a name.",
    "A rank name is at most 30 characters.",
  ).default("Guild Master"),
  customRanks: z
    .array(rankFieldsSchema)
    .max(MAX_WIZARD_RANKS, { error: `At most ${MAX_WIZARD_RANKS} ranks.` })
    .optional(),
});
export type CreateGuildRequest = z.input<typeof createGuildRequestSchema>;

export const simpleCreateGuildRequestSchema = z.object({
  name: guildNameSchema,
  description: guildDescriptionSchema.optional(),
  insignia: insigniaSchema.optional(),
});

export const guildSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  insignia: z.string(),
  level: z.number().int(),
  experience: z.number().int(),
  memberCount: z.number().int(),
  leaderId: z.string(),
});
export type Guild = z.infer<typeof guildSchema>;

const guildRankSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  permissionLevel: z.number().int(),
  canDeleteMessages: z.boolean(),
  canSendAnnouncements: z.boolean(),
  canKickMembers: z.boolean(),
  canEditGuild: z.boolean(),
  canManageRanks: z.boolean(),
});
export type GuildRank = z.infer<typeof guildRankSchema>;

const guildMemberSchema = z.object({
  id: z.string(),
  hunterName: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profilePicture: z.string().nullable(),
  level: z.number().int(),
  guildRank: guildRankSchema,
});
export type GuildMember = z.infer<typeof guildMemberSchema>;

const announcementSchema = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  user: z.object({ username: z.string().nullable(), hunterName: z.string().nullable() }),
});

export const myGuildReplySchema = z.object({
  guild: guildSchema.nullable(),
  members: z.array(guildMemberSchema),
  ranks: z.array(guildRankSchema),
  announcements: z.array(announcementSchema),
  /** The caller's own rank (null outside a guild). */
  myRank: guildRankSchema.nullable(),
});
export type MyGuildReply = z.infer<typeof myGuildReplySchema>;

export const guildPermissionsSchema = z.object({
  canInviteMembers: z.boolean(),
  canSendAnnouncements: z.boolean(),
  canKickMembers: z.boolean(),
  canEditGuild: z.boolean(),
  canManageRanks: z.boolean(),
  canDeleteMessages: z.boolean(),
});
export type GuildPermissions = z.infer<typeof guildPermissionsSchema>;

export const guildReplySchema = z.object({ message: z.string(), guild: guildSchema });
export const guildMessageReplySchema = z.object({ message: z.string() });
export const goldReplySchema = z.object({ message: z.string(), gold: z.number().int() });
export const rankReplySchema = z.object({ message: z.string(), rank: guildRankSchema });

export const joinRequestSchema = z.object({
  guildId: z.uuid({ error: "That guild id is not valid." }),
});
export const inviteRequestSchema = z.object({
  inviteeId: z.uuid({ error: "That hunter id is not valid." }),
});
export const announcementRequestSchema = z.object({
  message: z
    .string({ error: "Please enter an announcement." })
    .trim()
    .min(1, { error: "Please enter an announcement." })
    .max(ANNOUNCEMENT_MAX_LENGTH, { error: "An announcement is at most 500 characters." }),
});
export const renameRequestSchema = z.object({ name: guildNameSchema });
export const descriptionRequestSchema = z.object({ description: guildDescriptionSchema });
export const memberRankRequestSchema = z.object({
  memberId: z.uuid({ error: "That member id is not valid." }),
  rankId: z.uuid({ error: "That rank id is not valid." }),
});
export const memberIdParamsSchema = z.object({
  memberId: z.uuid({ error: "That member id is not valid." }),
});
/** A hunter the guild kicked: they join again only by an invitation, or once unbanned. */
export const guildBanSchema = z.object({
  userId: z.string(),
  hunterName: z.string(),
  bannedAt: z.string(),
});
export type GuildBan = z.infer<typeof guildBanSchema>;

export const rankIdParamsSchema = z.object({
  rankId: z.uuid({ error: "That rank id is not valid." }),
});
export const invitationIdParamsSchema = z.object({
  invitationId: z.uuid({ error: "That invitation id is not valid." }),
});
/** The spec's one call for both answers (docs/spec-calls.json); /accept and /decline stay too. */
export const respondInvitationRequestSchema = z.object({
  status: z.enum(["accepted", "declined"], {
    error: 'Answer the invitation with status "accepted" or "declined".',
  }),
});
/** The insignia upload: a data URL (data:image/...;base64,...) the server re-encodes to WebP. */
export const insigniaUploadRequestSchema = z.object({
  image: z.string({ error: INSIGNIA_INVALID }).min(1, { error: INSIGNIA_INVALID }),
});
export const insigniaUploadReplySchema = z.object({ insignia: z.string() });
/** Largest upload the server takes (the data URL's length); see docs/decisions. */
export const INSIGNIA_UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;
/**
 * The largest picture file whose upload fits that limit, in whole megabytes: the file travels
 * as base64 (4 bytes for every 3) inside a small JSON body. The wizard refuses a larger file
 * before sending it, naming this limit rather than the spec's 100MB (docs/decisions/013).
 */
export const INSIGNIA_FILE_LIMIT_MB = Math.floor(
  ((INSIGNIA_UPLOAD_LIMIT_BYTES - 1024) * 3) / 4 / 1_000_000,
);

/** The spec's name fallback: hunterName, username, first plus last name, else "Unknown Hunter". */
export function memberDisplayName(member: {
  hunterName?: string | null;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  if (member.hunterName?.trim()) return member.hunterName.trim();
  if (member.username?.trim()) return member.username.trim();
  const full = [member.firstName, member.lastName]
    .filter((part) => part?.trim())
    .map((part) => part?.trim())
    .join(" ");
  return full || "Unknown Hunter";
}

/** Level and progress from a guild's total experience (each level needs level * 1000). */
export function guildLevelFromTotal(total: number): { level: number; experience: number } {
  let level = 1;
  let experience = Math.max(0, Math.floor(total));
  while (experience >= guildXpForNextLevel(level)) {
    experience -= guildXpForNextLevel(level);
    level += 1;
  }
  return { level, experience };
}
