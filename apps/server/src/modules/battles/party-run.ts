import { randomUUID } from "node:crypto";
import { type CombatDungeon, findDungeonTemplate } from "@repgate/game/content/dungeons";
import { getMonster } from "@repgate/game/content/monsters";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { PartyEncounterRow } from "../../db/schema/party-runs.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { updateUser } from "../users/repo.ts";
import { announcePartyFight } from "./encounter-news.ts";
import { expireOverdueRuns } from "./expire.ts";
import {
  findActiveBattle,
  findActiveMovementRun,
  findDungeon,
  findEncounter,
  insertEncounterOnce,
  lockEncounter,
  setEncounterHP,
} from "./repo.ts";
import { startBattle } from "./start.ts";

/** A party's monster has this many times a lone monster's HP (one share per hunter). */
function partyMonsterHP(soloHP: number, hunters: number): number {
  return soloHP * Math.max(1, hunters);
}

/**
 * The combat gate a party may enter together, or a 4xx: it must exist, be open, and be a
 * combat dungeon (a movement run is one hunter's distance).
 */
export async function requirePartyGate(
  db: Queryable,
  dungeonId: string,
  now: Date,
): Promise<{ dungeonId: string; template: CombatDungeon; rank: string }> {
  const dungeon = await findDungeon(db, dungeonId);
  const template = dungeon && findDungeonTemplate(dungeon.templateId);
  if (!dungeon || !template) throw new AppError("not_found", "That dungeon does not exist.");
  if (dungeon.expiresAt <= now) throw new AppError("conflict", "This dungeon has expired.");
  if (dungeon.spawnsAt > now) throw new AppError("conflict", "This gate has not opened yet.");
  if (template.type !== "combat") {
    throw new AppError("conflict", "A party can only enter combat dungeons together.");
  }
  return { dungeonId: dungeon.id, template, rank: template.rank };
}

export type PartyEntry =
  | { entered: true; battles: BattleRow[]; encounter: PartyEncounterRow }
  | { entered: false; busy: UserRow };

/**
 * Every hunter of `userIds` enters the gate at once, against one shared first monster whose
 * HP is a lone monster's times the number of hunters; their runs share one timer start. The
 * caller holds the party's lock; hunters are locked here in id order. If any hunter is in a
 * battle or on a run (after overdue runs are settled), nobody enters and that hunter is named.
 */
export async function enterPartyRun(
  tx: Queryable,
  emit: Emit,
  {
    users,
    partyId,
    dungeonId,
    now,
  }: { users: UserRow[]; partyId: string; dungeonId: string; now: Date },
): Promise<PartyEntry> {
  const { template } = await requirePartyGate(tx, dungeonId, now);
  for (const locked of users) {
    const user = await expireOverdueRuns(tx, emit, locked, now);
    if ((await findActiveBattle(tx, user.id)) || (await findActiveMovementRun(tx, user.id))) {
      return { entered: false, busy: user };
    }
  }
  const encounter = await encounterFor(tx, {
    partyRunId: randomUUID(),
    partyId,
    dungeonId,
    template,
    enemyIndex: 0,
    hunters: users.length,
    runStartedAt: now,
  });
  const first = getMonster(template.enemySequence[0] as string);
  const [dungeon, monster] = [template.name, first.name];
  const battles: BattleRow[] = [];
  for (const user of users) {
    await updateUser(tx, user.id, { inDungeon: true });
    battles.push(
      await startBattle(tx, emit, {
        userId: user.id,
        dungeonId,
        template,
        enemyIndex: 0,
        runStartedAt: now,
        now,
        intro: `Your party entered ${dungeon}. ${monster} appears!`,
        encounter,
      }),
    );
  }
  return { entered: true, battles, encounter };
}

/**
 * The shared monster `enemyIndex` of a party run: created by whichever member gets there first
 * (a unique key on run and enemy), found by the others.
 */
async function encounterFor(
  tx: Queryable,
  e: {
    partyRunId: string;
    partyId: string;
    dungeonId: string;
    template: CombatDungeon;
    enemyIndex: number;
    hunters: number;
    runStartedAt: Date;
  },
): Promise<PartyEncounterRow> {
  const monster = getMonster(e.template.enemySequence[e.enemyIndex] as string);
  const hp = partyMonsterHP(monster.maxHP, e.hunters);
  return insertEncounterOnce(tx, {
    partyRunId: e.partyRunId,
    partyId: e.partyId,
    dungeonId: e.dungeonId,
    templateId: e.template.id,
    enemyIndex: e.enemyIndex,
    hunters: e.hunters,
    monsterMaxHP: hp,
    monsterCurrentHP: hp,
    runStartedAt: e.runStartedAt,
  });
}

/** The next shared monster after the encounter `won` fought, for the next-monster step. */
export async function nextEncounterAfter(
  tx: Queryable,
  won: BattleRow,
  template: CombatDungeon,
  enemyIndex: number,
): Promise<PartyEncounterRow | undefined> {
  if (!won.partyEncounterId) return undefined;
  const previous = await findEncounter(tx, won.partyEncounterId);
  if (!previous) return undefined;
  return encounterFor(tx, { ...previous, template, enemyIndex });
}

/**
 * A party battle as it stands: its row with the shared monster's HP (a member's own row only
 * learns of the others' hits when they act). With `lock`, the encounter is locked for the
 * transaction, after the hunter and their battle (the lock order), so hits queue here.
 * A lone battle comes back as it is, with no encounter.
 */
export async function withSharedMonster(
  tx: Queryable,
  battle: BattleRow,
  { lock }: { lock: boolean },
): Promise<{ battle: BattleRow; encounter: PartyEncounterRow | null }> {
  if (!battle.partyEncounterId) return { battle, encounter: null };
  const encounter = lock
    ? await lockEncounter(tx, battle.partyEncounterId)
    : await findEncounter(tx, battle.partyEncounterId);
  if (!encounter) return { battle, encounter: null };
  return { battle: { ...battle, monsterCurrentHP: encounter.monsterCurrentHP }, encounter };
}

/**
 * Writes a hit's result to the shared monster and tells every hunter fighting it (also of a
 * move that left the monster's HP alone, a heal: the hunter's HP is on their teammates'
 * screens). The caller holds the encounter's lock (withSharedMonster with lock) and computed
 * `monsterHP` from it.
 */
export async function recordSharedHit(
  tx: Queryable,
  emit: Emit,
  encounter: PartyEncounterRow,
  monsterHP: number,
  now: Date,
): Promise<void> {
  if (monsterHP !== encounter.monsterCurrentHP) {
    await setEncounterHP(tx, encounter.id, monsterHP, now);
  }
  await announcePartyFight(tx, emit, { partyEncounterId: encounter.id });
}
