import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { notify } from "../notifications/service.ts";
import { assertMayReach } from "../reach/policy.ts";
import { actorInLockedGuild, assertMay } from "./actor.ts";
import * as repo from "./repo.ts";

export function inviteToGuild(db: Db, actorId: string, inviteeId: string) {
  return inTransaction(db, async (tx, emit) => {
    const { guild, rank } = await actorInLockedGuild(tx, actorId);
    assertMay(rank, "invite");
    if (inviteeId === actorId) throw new AppError("bad_request", "You cannot invite yourself.");
    const invitee = await repo.findHunterName(tx, inviteeId);
    if (!invitee) throw new AppError("not_found", "That hunter does not exist.");
    await assertMayReach(tx, actorId, inviteeId);
    if (await repo.findMembership(tx, inviteeId)) {
      throw new AppError("conflict", "That hunter is already in a guild.");
    }
    const actor = await repo.findHunterName(tx, actorId);
    const invitation = await repo.insertInvitation(tx, {
      guildId: guild.id,
      inviterId: actorId,
      inviteeId,
    });
    if (!invitation)
      throw new AppError("conflict", "That hunter already has an invitation to your guild.");
    await notify(tx, emit, inviteeId, {
      type: "guild_invite",
      title: "Guild Invitation",
      message: actor
        ? `${actor.hunterName} invites you to join ${guild.name}.`
        : `A hunter invites you to join ${guild.name}.`,
      data: { invitationId: invitation.id, senderId: actorId, senderName: actor?.hunterName ?? "" },
      senderId: actorId,
    });
    return { message: "Invitation sent." };
  });
}
