/**
 * The one place that decides who may do what in a guild. Every guild route asks `may` (or
 * `assertMay`) with the actor's rank; the web only mirrors these answers to hide buttons.
 *
 * - The owner rank (permission level 4) may do everything, and nobody may kick, re-rank, edit or
 *   delete it (docs/game-rules/guilds.md).
 * - announce: canSendAnnouncements. deleteMessages: canDeleteMessages (for guild chat).
 * - kick: canKickMembers, and only members whose rank level is below the actor's.
 * - editGuild (name, description): canEditGuild. manageRanks (create, edit, delete ranks and
 *   change members' ranks): canManageRanks; a non-owner manages only ranks and members below
 *   their own level and never sets a level at or above their own; a non-owner never turns on,
 *   in a rank it creates or edits, a power it does not hold itself (`rankPowerProblem`), or a
 *   manager could mint a rank with kick, announce or delete and hand it out (issue 25).
 * - invite: permission level 1 or more (the spec names canInviteMembers without a rule; see
 *   docs/game-rules/guilds.md).
 */
export interface PolicyRank {
  permissionLevel: number;
  canDeleteMessages: boolean;
  canSendAnnouncements: boolean;
  canKickMembers: boolean;
  canEditGuild: boolean;
  canManageRanks: boolean;
}

export type GuildAction =
  | "announce"
  | "kick"
  | "editGuild"
  | "manageRanks"
  | "invite"
  | "deleteMessages";

export const OWNER_LEVEL = 4;
/** Edit Guild and Manage Ranks need this level ("Requires Level 3"). */
const LEVEL_FOR_EDIT_AND_RANKS = 3;
const LEVEL_TO_INVITE = 1;

const isOwner = (rank: PolicyRank) => rank.permissionLevel >= OWNER_LEVEL;

/** May a member of this rank do `action` at all (before looking at a target)? */
export function may(actor: PolicyRank | null, action: GuildAction): boolean {
  if (!actor) return false;
  if (isOwner(actor)) return true;
  switch (action) {
    case "announce":
      return actor.canSendAnnouncements;
    case "deleteMessages":
      return actor.canDeleteMessages;
    case "kick":
      return actor.canKickMembers;
    case "editGuild":
      return actor.canEditGuild && actor.permissionLevel >= LEVEL_FOR_EDIT_AND_RANKS;
    case "manageRanks":
      return actor.canManageRanks && actor.permissionLevel >= LEVEL_FOR_EDIT_AND_RANKS;
    case "invite":
      return actor.permissionLevel >= LEVEL_TO_INVITE;
  }
}

/** May the actor act on a member holding `target` (kick, change rank)? Never on oneself. */
export function mayActOnMember(
  actor: PolicyRank,
  action: "kick" | "manageRanks",
  target: PolicyRank,
  self: boolean,
): boolean {
  if (self || !may(actor, action)) return false;
  if (isOwner(target)) return false;
  return isOwner(actor) || target.permissionLevel < actor.permissionLevel;
}

/** May the actor edit or delete this rank (or give it to a member)? */
export function mayTouchRank(actor: PolicyRank, rank: PolicyRank): boolean {
  if (!may(actor, "manageRanks") || isOwner(rank)) return false;
  return isOwner(actor) || rank.permissionLevel < actor.permissionLevel;
}

/**
 * Why a guild invitation can no longer be answered, or null while it stands. It carries its
 * sender's right to invite: it dies when the sender left the guild or lost the right (a rank
 * below the invite level), or when the guild is full. `inviterRank` is the sender's rank in
 * this guild, null when they are no longer in it.
 */
export function guildInvitationProblem(
  inviterRank: PolicyRank | null,
  memberCount: number,
  maxMembers: number,
): { status: "gone" | "conflict"; message: string } | null {
  if (!inviterRank) {
    return { status: "gone", message: "This invitation has expired: its sender left the guild." };
  }
  if (!may(inviterRank, "invite")) {
    return {
      status: "gone",
      message: "This invitation has expired: its sender may no longer invite to the guild.",
    };
  }
  if (memberCount >= maxMembers) return { status: "conflict", message: "That guild is full." };
  return null;
}

/** The powers a rank grants, with how a refusal names them. */
/** Each power and the refusal to give it, a whole sentence each (docs/i18n.md). */
const POWERS = [
  ["canKickMembers", "Your rank cannot kick members, so you cannot give that power to a rank."],
  [
    "canSendAnnouncements",
    "Your rank cannot send announcements, so you cannot give that power to a rank.",
  ],
  [
    "canDeleteMessages",
    "Your rank cannot delete messages, so you cannot give that power to a rank.",
  ],
  ["canEditGuild", "Your rank cannot edit the guild, so you cannot give that power to a rank."],
  ["canManageRanks", "Your rank cannot manage ranks, so you cannot give that power to a rank."],
] as const;

/**
 * Why the actor may not give `next` (a rank being created, or `before` being edited) its powers:
 * a non-owner turns on only powers its own rank holds. A power the owner gave the rank earlier
 * may stay or be turned off by the manager. Null when allowed.
 */
export function rankPowerProblem(
  actor: PolicyRank,
  before: PolicyRank | null,
  next: PolicyRank,
): string | null {
  if (isOwner(actor)) return null;
  for (const [flag, refusal] of POWERS) {
    if (next[flag] && !before?.[flag] && !actor[flag]) {
      return refusal;
    }
  }
  return null;
}

/** May the actor set a rank's permission level to `level`? Only the owner chooses levels. */
export function maySetLevel(actor: PolicyRank, level: number): boolean {
  return isOwner(actor) && level >= 0 && level < OWNER_LEVEL;
}

/** Whether a rank's own flags are consistent: Edit Guild and Manage Ranks need level 3. */
export function rankFlagsProblem(rank: PolicyRank): string | null {
  if (
    (rank.canEditGuild || rank.canManageRanks) &&
    rank.permissionLevel < LEVEL_FOR_EDIT_AND_RANKS
  ) {
    return "Requires Level 3: Edit Guild and Manage Ranks need permission level 3.";
  }
  return null;
}
