import type { NotificationResolution } from "@repgate/game/rules/notifications";
import type { Queryable } from "../../db/connect.ts";
import type { PartyDungeonConfirmationRow } from "../../db/schema/parties.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { resolveNotices } from "../notifications/service.ts";
import * as repo from "./repo.ts";

/**
 * The members' Confirm/Decline notifications of a dungeon confirmation that still wait are
 * resolved (`userIds`, or every hunter it asked). The leader is never among them: their bell
 * holds only the "Dungeon Entry Cancelled" notice, which is news, not a question.
 */
export async function resolveConfirmationNotices(
  tx: Queryable,
  emit: Emit,
  {
    confirmation,
    resolution,
    now,
    userIds,
  }: {
    confirmation: PartyDungeonConfirmationRow;
    resolution: NotificationResolution;
    now: Date;
    userIds?: readonly string[];
  },
): Promise<void> {
  const asked = userIds ?? (await repo.listReplies(tx, confirmation.id)).map((r) => r.userId);
  await resolveNotices(tx, emit, {
    userIds: asked.filter((id) => id !== confirmation.leaderId),
    type: "party_dungeon_confirmation",
    key: "confirmationId",
    value: confirmation.id,
    resolution,
    now,
  });
}
