import { PARTY_ENTRY_CANCELLED, type RespondConfirmationReply } from "@repgate/contracts/parties";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { enterPartyRun, requirePartyGate } from "../battles/party-run.ts";
import { storePlannedGate } from "../dungeons/planned-gates.ts";
import { notify } from "../notifications/service.ts";
import { findUserById } from "../users/repo.ts";
import { expireOverdue, scheduleConfirmationExpiry, tellLeader } from "./confirmation-expiry.ts";
import { resolveConfirmationNotices } from "./confirmation-notices.ts";
import { requireLeader } from "./policy.ts";
import * as repo from "./repo.ts";
import { announceParty, healLeader, NOT_IN_PARTY } from "./service.ts";

/** Members have this long to answer a leader's dungeon request; silence cancels the entry. */
const CONFIRMATION_SECONDS = 120;
const NOT_FOUND = "That dungeon confirmation does not exist.";

/**
 * The leader of a party of two or more asks to enter a combat dungeon together. The leader's
 * own answer is yes; every other member gets a `party_dungeon_confirmation` notification to
 * Confirm or Decline within CONFIRMATION_SECONDS. One request waits per party at a time.
 */
export function requestDungeonConfirmation(
  db: Db,
  { userId, dungeonId, now }: { userId: string; dungeonId: string; now: Date },
): Promise<{ message: string; confirmationId: string; expiresAt: string }> {
  return inTransaction(db, async (tx, emit) => {
    const partyId = (await findUserById(tx, userId))?.partyId;
    const locked = partyId ? await repo.lockParty(tx, partyId) : null;
    if (!locked) throw new AppError("conflict", NOT_IN_PARTY);
    const members = await repo.listMembers(tx, locked.id);
    const party = await healLeader(tx, locked, members);
    requireLeader(party, userId, "Only the party leader can lead the party into a dungeon.");
    if (!members.some((m) => m.id === userId)) throw new AppError("conflict", NOT_IN_PARTY);
    if (members.length < 2) {
      throw new AppError("conflict", "Your party needs a second hunter. Enter alone instead.");
    }
    await storePlannedGate(tx, dungeonId, now);
    const gate = await requirePartyGate(tx, dungeonId, now);
    // The job ends an overdue request at its limit; one this request overtook is ended here, as the job would.
    const waiting = await repo.findPendingConfirmation(tx, party.id);
    if (waiting && !(await expireOverdue(tx, emit, waiting, now))) {
      throw new AppError("conflict", "Your party is already answering a dungeon request.");
    }
    const expiresAt = new Date(now.getTime() + CONFIRMATION_SECONDS * 1000);
    const confirmation = await repo.insertConfirmation(
      tx,
      { partyId: party.id, leaderId: userId, dungeonId, expiresAt, createdAt: now },
      members.map((m) => ({
        userId: m.id,
        confirmed: m.id === userId ? true : null,
        respondedAt: m.id === userId ? now : null,
      })),
    );
    await scheduleConfirmationExpiry(tx, confirmation);
    const leader = members.find((m) => m.id === userId);
    const leaderName = leader?.hunterName ?? "Your leader";
    const minutes = CONFIRMATION_SECONDS / 60;
    // Whole sentences, with a name or without, so each language words both (docs/i18n.md).
    const dungeon = gate.template.name;
    const message = leader
      ? `${leader.hunterName} wants to enter ${dungeon} (rank ${gate.rank}) with the party. Confirm within ${minutes} minutes.`
      : `Your leader wants to enter ${dungeon} (rank ${gate.rank}) with the party. Confirm within ${minutes} minutes.`;
    for (const member of members) {
      if (member.id === userId) continue;
      await notify(tx, emit, member.id, {
        type: "party_dungeon_confirmation",
        title: "Party Dungeon Confirmation",
        message,
        data: {
          confirmationId: confirmation.id,
          senderId: userId,
          senderName: leaderName,
          dungeonName: gate.template.name,
          dungeonRank: gate.rank,
        },
        createdAt: now,
      });
    }
    announceParty(
      emit,
      members.map((m) => m.id),
    );
    return {
      message: "Party Confirmation Sent",
      confirmationId: confirmation.id,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/**
 * A member answers. Only a member the request asked may answer (anyone else: 404). Under the
 * party's and the request's locks: a decline, a late answer (past the time limit) or a member
 * already in a battle cancels the entry; the last yes takes every member in at once; anything
 * else waits. Repeated answers after the end get the same outcome again.
 */
export function respondToConfirmation(
  db: Db,
  {
    userId,
    confirmationId,
    confirmed,
    now,
  }: { userId: string; confirmationId: string; confirmed: boolean; now: Date },
): Promise<RespondConfirmationReply> {
  return inTransaction(db, async (tx, emit) => {
    const found = await repo.findConfirmation(tx, confirmationId);
    const asked = found && (await repo.listReplies(tx, found.id)).some((r) => r.userId === userId);
    if (!found || !asked) throw new AppError("not_found", NOT_FOUND);
    const party = await repo.lockParty(tx, found.partyId);
    const confirmation = await repo.lockConfirmation(tx, found.id);
    if (!confirmation) throw new AppError("not_found", NOT_FOUND);
    const reply = (status: RespondConfirmationReply["status"], message: string) => ({
      status,
      allConfirmed: status === "entered",
      dungeonId: confirmation.dungeonId,
      message,
    });
    if (confirmation.status === "entered") return reply("entered", "Dungeon Entered!");
    if (confirmation.status !== "pending" || !party) {
      return reply("cancelled", PARTY_ENTRY_CANCELLED);
    }
    const members = await repo.listMembers(tx, party.id);
    const memberIds = members.map((m) => m.id);
    if (confirmation.expiresAt <= now || !confirmed) {
      const expired = confirmation.expiresAt <= now;
      await repo.endConfirmation(tx, confirmation.id, expired ? "expired" : "cancelled");
      if (confirmed === false) await repo.recordReply(tx, confirmation.id, userId, false, now);
      // The one who declined reads "Declined"; everyone else asked, why it ended.
      if (!expired) {
        await resolveConfirmationNotices(tx, emit, {
          confirmation,
          resolution: "declined",
          now,
          userIds: [userId],
        });
      }
      await resolveConfirmationNotices(tx, emit, {
        confirmation,
        resolution: expired ? "expired" : "cancelled",
        now,
      });
      await tellLeader(tx, emit, confirmation, PARTY_ENTRY_CANCELLED, now);
      announceParty(emit, memberIds);
      return reply("cancelled", PARTY_ENTRY_CANCELLED);
    }
    await repo.recordReply(tx, confirmation.id, userId, true, now);
    await resolveConfirmationNotices(tx, emit, {
      confirmation,
      resolution: "confirmed",
      now,
      userIds: [userId],
    });
    const replies = await repo.listReplies(tx, confirmation.id);
    if (replies.some((r) => r.confirmed !== true)) {
      announceParty(emit, memberIds);
      return reply("waiting", "Waiting for the rest of the party to confirm.");
    }
    const hunters = await repo.lockUsersInOrder(
      tx,
      replies.map((r) => r.userId).filter((id) => memberIds.includes(id)),
    );
    const entry = await enterPartyRun(tx, emit, {
      users: hunters,
      partyId: party.id,
      dungeonId: confirmation.dungeonId,
      now,
    });
    if (!entry.entered) {
      const message = `${entry.busy.hunterName} is already in a battle. Dungeon entry cancelled.`;
      await repo.endConfirmation(tx, confirmation.id, "cancelled");
      await resolveConfirmationNotices(tx, emit, { confirmation, resolution: "cancelled", now });
      await tellLeader(tx, emit, confirmation, message, now);
      announceParty(emit, memberIds);
      return reply("cancelled", message);
    }
    await repo.endConfirmation(tx, confirmation.id, "entered");
    announceParty(emit, memberIds);
    // Only the last answer gets "entered" in its reply; the others hear it here, wherever they are.
    for (const hunter of hunters) {
      emit({ type: "partyRunStarted", userId: hunter.id, encounterId: entry.encounter.id });
    }
    return reply("entered", "Dungeon Entered!");
  });
}
