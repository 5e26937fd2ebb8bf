import type { MyGuildReply } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { presentGuild, presentRank } from "./present.ts";
import * as repo from "./repo.ts";

export async function myGuild(db: Db, userId: string): Promise<MyGuildReply> {
  const membership = await repo.findMembership(db, userId);
  const row = membership && (await repo.findGuild(db, membership.guildId));
  if (!membership || !row) {
    return { guild: null, members: [], ranks: [], announcements: [], myRank: null };
  }
  const [guild, members, ranks, announcements] = await Promise.all([
    presentGuild(db, row),
    repo.listMembers(db, row.id),
    repo.listRanks(db, row.id),
    repo.listAnnouncements(db, row.id),
  ]);
  return {
    guild,
    myRank: presentRank(membership.rank),
    ranks: ranks.map(presentRank),
    members: members.map((m) => ({
      id: m.id,
      hunterName: m.hunterName,
      username: null,
      firstName: m.firstName,
      lastName: m.lastName,
      profileImageUrl: m.profileImageUrl,
      profilePicture: m.profileImageUrl,
      level: m.level,
      guildRank: presentRank(m.rank),
    })),
    announcements: announcements.map((a) => ({
      id: a.id,
      message: a.message,
      createdAt: a.createdAt.toISOString(),
      user: { username: null, hunterName: a.hunterName },
    })),
  };
}
