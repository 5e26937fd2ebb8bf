import type { GuildPermissions } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { may } from "./policy.ts";
import * as repo from "./repo.ts";

export async function permissions(db: Db, userId: string): Promise<GuildPermissions> {
  const rank = (await repo.findMembership(db, userId))?.rank ?? null;
  return {
    canInviteMembers: may(rank, "invite"),
    canSendAnnouncements: may(rank, "announce"),
    canKickMembers: may(rank, "kick"),
    canEditGuild: may(rank, "editGuild"),
    canManageRanks: may(rank, "manageRanks"),
    canDeleteMessages: may(rank, "deleteMessages"),
  };
}

// ---------------------------------------------------------------- creation and membership
