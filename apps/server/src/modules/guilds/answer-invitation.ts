import { MAX_GUILD_MEMBERS } from "@repgate/contracts/guilds";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { removeInvitationNotice, resolveNotices } from "../notifications/service.ts";
import { lockUser } from "../users/repo.ts";
import { enterGuild } from "./membership.ts";
import { guildInvitationProblem } from "./policy.ts";
import * as repo from "./repo.ts";

const GUILD_GONE = "This invitation has expired: that guild no longer exists.";
/** Its row went with its reason (moot-invitations.ts): which reason is no longer known. */
const INVITATION_GONE = "This invitation has expired.";

/**
 * Only the invitee may answer; an answered invitation cannot be answered again. One that lost
 * its reason (`guildInvitationProblem`, or its guild is gone) is deleted with its notification
 * and answered 410 or 409; that must commit, so the refusal leaves the transaction as a value.
 */
export async function answerInvitation(
  db: Db,
  userId: string,
  invitationId: string,
  accept: boolean,
  now: Date,
) {
  const outcome = await inTransaction(db, async (tx, emit) => {
    const invitation = await repo.lockInvitationOf(tx, invitationId, userId);
    if (!invitation) {
      // A dissolved guild takes its invitations with it; the notification tells it existed.
      if (await removeInvitationNotice(tx, emit, userId, invitationId)) {
        return { refused: new AppError("gone", INVITATION_GONE) };
      }
      throw new AppError("not_found", "That invitation does not exist.");
    }
    if (invitation.status !== "pending") {
      throw new AppError("conflict", "That invitation was already answered.");
    }
    // The house order: the hunter's row, then the guild's, then what is read under them.
    await lockUser(tx, userId);
    const guild = await repo.lockGuild(tx, invitation.guildId);
    const inviter = guild ? await repo.findMembership(tx, invitation.inviterId) : null;
    const count = guild
      ? ((await repo.guildTotals(tx, [guild.id])).get(guild.id)?.members ?? 0)
      : 0;
    const problem = guild
      ? guildInvitationProblem(
          inviter?.guildId === guild.id ? inviter.rank : null,
          count,
          MAX_GUILD_MEMBERS,
        )
      : { status: "gone" as const, message: GUILD_GONE };
    if (problem) {
      await repo.deleteInvitation(tx, invitation.id);
      await removeInvitationNotice(tx, emit, userId, invitation.id);
      return { refused: new AppError(problem.status, problem.message) };
    }
    await repo.setInvitationStatus(tx, invitationId, accept ? "accepted" : "declined");
    // Its notification says so in every open bell of the hunter, buttons gone.
    await resolveNotices(tx, emit, {
      userIds: [userId],
      type: "guild_invite",
      key: "invitationId",
      value: invitationId,
      resolution: accept ? "accepted" : "declined",
      now,
    });
    if (!accept) return { message: "Invitation declined." };
    // The guild asked them back: a kick's ban ends with an accepted invitation.
    await repo.deleteBan(tx, invitation.guildId, userId);
    const joined = await enterGuild(tx, emit, userId, invitation.guildId);
    return { message: `Guild Joined! Welcome to ${joined.name}.` };
  });
  if ("refused" in outcome) throw outcome.refused;
  return outcome;
}

// ---------------------------------------------------------------- guild settings
