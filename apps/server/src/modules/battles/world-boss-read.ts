import type { Language } from "@repgate/contracts/languages";
import {
  CONTRIBUTORS_PAGE_SIZE,
  type Contributors,
  type CurrentWorldEvent,
  type WorldEvent,
} from "@repgate/contracts/world-events";
import { getMonster } from "@repgate/game/content/monsters";
import type { Db } from "../../db/connect.ts";
import type { WorldEventRow } from "../../db/schema/world-events.ts";
import { AppError } from "../../lib/http/errors.ts";
import { gateBreakName } from "./gate-break-name.ts";
import {
  findCurrentWorldEvent,
  findOwnContribution,
  findOwnGateBattle,
  findWorldEvent,
  listContributors,
  listOpenWorldEventHP,
} from "./repo.ts";
import { NO_SUCH_GATE_BREAK } from "./world-boss-join.ts";

/** `bossName` stays the table's English (the web app says it through its content catalogue). */
function presentWorldEvent(
  row: WorldEventRow,
  battleId: string | null,
  language: Language,
): WorldEvent {
  const boss = getMonster(row.bossId);
  return {
    id: row.id,
    name: gateBreakName(boss.name, language),
    bossName: boss.name,
    bossPicture: boss.picture,
    rank: row.rank as WorldEvent["rank"],
    maxHP: row.maxHP,
    hp: row.hp,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: row.state as WorldEvent["state"],
    battleId,
  };
}

/**
 * The Gate Break the home shows (open, else just ended, else next), with the caller's battle,
 * its name in the reader's language.
 */
export async function readCurrentWorldEvent(
  db: Db,
  { userId, now, language }: { userId: string; now: Date; language: Language },
): Promise<CurrentWorldEvent> {
  const row = await findCurrentWorldEvent(db, now);
  if (!row) return { event: null };
  const battleId = await findOwnGateBattle(db, { dungeonId: row.dungeonId, userId });
  return { event: presentWorldEvent(row, battleId, language) };
}

/** A page of the ranked contributors, and the caller's own place. */
export async function readContributors(
  db: Db,
  { userId, eventId, cursor }: { userId: string; eventId: string; cursor?: string },
): Promise<Contributors> {
  if (!(await findWorldEvent(db, eventId))) throw new AppError("not_found", NO_SUCH_GATE_BREAK);
  const offset = cursor ? Number(cursor) : 0;
  const rows = await listContributors(db, {
    eventId,
    offset,
    limit: CONTRIBUTORS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, CONTRIBUTORS_PAGE_SIZE);
  const own = await findOwnContribution(db, { eventId, userId });
  return {
    contributors: page.map((r, i) => ({ ...r, place: offset + i + 1 })),
    nextCursor: rows.length > CONTRIBUTORS_PAGE_SIZE ? String(offset + page.length) : null,
    own: own && {
      place: own.place,
      hunterId: own.hunterId,
      displayName: own.displayName,
      reps: own.reps,
      damage: own.damage,
    },
  };
}

/** The open Gate Breaks' shared HP, for each instance's live bar. */
export function readOpenBossHP(db: Db) {
  return listOpenWorldEventHP(db);
}
