import { randomUUID } from "node:crypto";
import type { Battle, EnterDungeonReply } from "@repgate/contracts/battles";
import type { Dungeon } from "@repgate/contracts/dungeons";
import type { Stats } from "@repgate/game/rules/stats";
import { sql } from "drizzle-orm";
import type { Hunter } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/** The live dungeon list as the hunter sees it. */
export async function listDungeons(t: TestApp, hunter: Hunter): Promise<Dungeon[]> {
  const response = await t.app.inject({ url: "/api/dungeons", headers: { cookie: hunter.cookie } });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json();
}

/** A live dungeon of the type (and rank, E by default). */
export async function findLiveDungeon(
  t: TestApp,
  hunter: Hunter,
  type: Dungeon["type"],
  rank: Dungeon["rank"] = "E",
): Promise<Dungeon> {
  const found = (await listDungeons(t, hunter)).find((d) => d.type === type && d.rank === rank);
  if (!found) throw new Error(`no live ${rank} ${type} dungeon`);
  return found;
}

export function enter(t: TestApp, hunter: Hunter, dungeonId: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/dungeons/${dungeonId}/enter`,
    headers: { cookie: hunter.cookie },
  });
}

/** Enters a live E combat dungeon; returns the dungeon and its first battle. */
export async function enterCombat(
  t: TestApp,
  hunter: Hunter,
): Promise<{ dungeon: Dungeon; battle: Battle }> {
  const dungeon = await findLiveDungeon(t, hunter, "combat");
  const response = await enter(t, hunter, dungeon.id);
  if (response.statusCode !== 201) throw new Error(`enter failed: ${response.body}`);
  const reply: EnterDungeonReply = response.json();
  if (!reply.battle) throw new Error("no battle in the enter reply");
  return { dungeon, battle: reply.battle };
}

export function attack(
  t: TestApp,
  hunter: Hunter,
  battleId: string,
  payload: Record<string, unknown> = { attack: "light", reps: 3 },
) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/battles/${battleId}`,
    headers: { cookie: hunter.cookie },
    payload,
  });
}

export function battleAction(
  t: TestApp,
  hunter: Hunter,
  battleId: string,
  action: "complete" | "run-away" | "skill",
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method: "POST",
    url: `/api/battles/${battleId}/${action}`,
    headers: { cookie: hunter.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** Lets enough time pass for `reps` reps under the pace rule (250 ms each). */
export function restFor(t: TestApp, reps: number): void {
  t.clock.advance(reps * 250);
}

/** Leaves the monster with `hp` HP, so one attack ends the fight. */
export async function woundMonster(t: TestApp, battleId: string, hp = 1): Promise<void> {
  await t.db.execute(sql`UPDATE battles SET monster_current_hp = ${hp} WHERE id = ${battleId}`);
}

/** Attacks once after the pace rule's wait; throws unless the attack landed. */
export async function landAttack(t: TestApp, hunter: Hunter, battleId: string) {
  restFor(t, 3);
  const response = await attack(t, hunter, battleId);
  if (response.statusCode !== 200) throw new Error(`attack failed: ${response.body}`);
  return response.json();
}

export async function setStats(t: TestApp, userId: string, stats: Partial<Stats>): Promise<void> {
  for (const [name, value] of Object.entries(stats)) {
    await t.db.execute(
      sql`UPDATE users SET ${sql.identifier(name)} = ${value} WHERE id = ${userId}`,
    );
  }
}

export async function setHealth(t: TestApp, userId: string, current: number, max = 100) {
  await t.db.execute(
    sql`UPDATE users SET player_max_hp = ${max}, player_current_hp = ${current} WHERE id = ${userId}`,
  );
}

export async function storedHunter(t: TestApp, userId: string) {
  const result = await t.db.execute(sql`
    SELECT level, current_xp, total_xp, gold, in_dungeon, dungeons_cleared, magical_beasts_killed,
           times_defeated, player_current_hp, player_max_hp
    FROM users WHERE id = ${userId}`);
  const row = result.rows[0];
  if (!row) throw new Error("no such hunter");
  return row as {
    level: number;
    current_xp: number;
    total_xp: number;
    gold: number;
    in_dungeon: boolean;
    dungeons_cleared: number;
    magical_beasts_killed: number;
    times_defeated: number;
    player_current_hp: number;
    player_max_hp: number;
  };
}

export async function storedBattle(t: TestApp, battleId: string) {
  const result = await t.db.execute(sql`
    SELECT status, monster_current_hp, damage_dealt, xp_gained, gold_earned, paid_at,
           exercises_completed, skill_used, buff
    FROM battles WHERE id = ${battleId}`);
  return result.rows[0] as {
    status: string;
    monster_current_hp: number;
    damage_dealt: number;
    xp_gained: number;
    gold_earned: number;
    paid_at: Date | null;
    exercises_completed: number;
    skill_used: boolean;
    buff: string | null;
  };
}

/** Equips a weapon directly (equipping arrives with issue 5). */
export async function equipWeapon(
  t: TestApp,
  userId: string,
  subType: string,
  stats: Partial<Stats>,
): Promise<void> {
  await t.db.execute(sql`
    INSERT INTO inventory_items (user_id, name, type, sub_type, stats, quantity, equipped, equipped_slot)
    VALUES (${userId}, 'Test Blade', 'weapon', ${subType}, ${JSON.stringify(stats)}::jsonb, 1, true, 'weapon_right')`);
}

/** Opens a gate of any template right now (for templates today's plan may lack). */
export async function spawnDungeon(t: TestApp, templateId: string, hours = 24): Promise<string> {
  const now = t.clock.now().getTime();
  const result = await t.db.execute(sql`
    INSERT INTO dungeons (spawn_key, template_id, spawns_at, expires_at)
    VALUES (${`test:${randomUUID()}`}, ${templateId}, ${new Date(now - 1000)},
            ${new Date(now + hours * 3_600_000)})
    RETURNING id`);
  return String(result.rows[0]?.id);
}
