import type { Queryable } from "../../db/connect.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { resolveNotices } from "../notifications/service.ts";
import * as repo from "./repo.ts";

/**
 * Invitations that lost their reason (their sender left the guild, or the guild is gone) go
 * at once, and every open bell of their invitees says "Expired", buttons gone: nobody has to
 * press Accept to learn it. All of the guild's when no `inviterId` is given.
 */
export async function expireInvitations(
  tx: Queryable,
  emit: Emit,
  { guildId, inviterId, now }: { guildId: string; inviterId?: string; now: Date },
): Promise<void> {
  for (const invitation of await repo.deletePendingInvitations(tx, guildId, inviterId)) {
    await resolveNotices(tx, emit, {
      userIds: [invitation.inviteeId],
      type: "guild_invite",
      key: "invitationId",
      value: invitation.id,
      resolution: "expired",
      now,
    });
  }
}
