import type { Party, PartyMember } from "@repgate/contracts/parties";
import { findDungeonTemplate } from "@repgate/game/content/dungeons";
import type {
  PartyConfirmationReplyRow,
  PartyDungeonConfirmationRow,
  PartyRow,
} from "../../db/schema/parties.ts";
import type { UserRow } from "../../db/schema/users.ts";

function presentMember(user: UserRow, leaderId: string): PartyMember {
  return {
    id: user.id,
    hunterName: user.hunterName,
    level: user.level,
    rank: user.rank,
    profileImageUrl: user.profileImageUrl,
    vitality: user.vitality,
    // The battle's figure, not the spec's vitality x 50 (docs/game-rules/parties.md).
    currentHP: user.playerCurrentHP,
    maxHP: user.playerMaxHP,
    isLeader: user.id === leaderId,
    inDungeon: user.inDungeon,
    joinedAt: (user.partyJoinedAt ?? user.createdAt).toISOString(),
  };
}

export function presentParty(
  party: PartyRow,
  members: UserRow[],
  pending: {
    confirmation: PartyDungeonConfirmationRow;
    replies: PartyConfirmationReplyRow[];
    templateId: string;
  } | null,
  now: Date,
): Party {
  return {
    id: party.id,
    name: party.name,
    leaderId: party.leaderId,
    maxMembers: party.maxMembers,
    members: members.map((m) => presentMember(m, party.leaderId)),
    pendingConfirmation: pending && {
      id: pending.confirmation.id,
      dungeonId: pending.confirmation.dungeonId,
      dungeonName: findDungeonTemplate(pending.templateId)?.name ?? "Unknown Gate",
      expiresAt: pending.confirmation.expiresAt.toISOString(),
      // A phone's clock may be minutes off the server's: the dialog counts down from this.
      secondsLeft: Math.max(
        0,
        Math.ceil((pending.confirmation.expiresAt.getTime() - now.getTime()) / 1000),
      ),
      replies: Object.fromEntries(pending.replies.map((r) => [r.userId, r.confirmed])),
    },
  };
}
