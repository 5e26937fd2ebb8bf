import type { RankFields } from "@repgate/contracts/guilds";

/** Default ranks at creation (docs/game-rules/guilds.md). */
export const DEFAULT_RANKS: RankFields[] = [
  {
    name: "Member",
    color: "#9ca3af",
    permissionLevel: 0,
    canDeleteMessages: false,
    canSendAnnouncements: false,
    canKickMembers: false,
    canEditGuild: false,
    canManageRanks: false,
  },
  {
    name: "Moderator",
    color: "#06b6d4",
    permissionLevel: 1,
    canDeleteMessages: true,
    canSendAnnouncements: false,
    canKickMembers: false,
    canEditGuild: false,
    canManageRanks: false,
  },
  {
    name: "Admin",
    color: "#a855f7",
    permissionLevel: 2,
    canDeleteMessages: true,
    canSendAnnouncements: true,
    canKickMembers: true,
    canEditGuild: false,
    canManageRanks: false,
  },
];
