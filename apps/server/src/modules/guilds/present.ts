import { type Guild, type GuildRank, guildLevelFromTotal } from "@repgate/contracts/guilds";
import type { Queryable } from "../../db/connect.ts";
import type { GuildRankRow, GuildRow } from "../../db/schema/guilds.ts";
import * as repo from "./repo.ts";

export const OWNER_COLOR = "#f59e0b";

export function presentRank(row: GuildRankRow): GuildRank {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    permissionLevel: row.permissionLevel,
    canDeleteMessages: row.canDeleteMessages,
    canSendAnnouncements: row.canSendAnnouncements,
    canKickMembers: row.canKickMembers,
    canEditGuild: row.canEditGuild,
    canManageRanks: row.canManageRanks,
  };
}

export async function presentGuilds(q: Queryable, rows: GuildRow[]): Promise<Guild[]> {
  const totals = await repo.guildTotals(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const total = totals.get(row.id) ?? { xp: 0, members: 0 };
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      insignia: row.insignia,
      leaderId: row.leaderId,
      memberCount: total.members,
      ...guildLevelFromTotal(total.xp),
    };
  });
}

export async function presentGuild(q: Queryable, row: GuildRow): Promise<Guild> {
  const [guild] = await presentGuilds(q, [row]);
  if (!guild) throw new Error("presentGuilds lost a guild");
  return guild;
}
