import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeAccessToken } from "../../test/access-token.ts";
import { attack, enterCombat, restFor } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUp, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

// The attack finds its session in the statement that reads the battle (attack-route.ts), outside
// the battle routes' authenticate hook: these hold it to the same lines as every signed-in write.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

async function monsterHP(battleId: string): Promise<number> {
  const result = await t.db.execute(
    sql`SELECT monster_current_hp AS hp FROM battles WHERE id = ${battleId}`,
  );
  return Number((result.rows[0] as { hp: number }).hp);
}

async function readyToStrike(): Promise<{ hunter: Hunter; battleId: string; hp: number }> {
  const hunter = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  restFor(t, 3);
  t.random.next(NO_CRITICAL);
  return { hunter, battleId: battle.id, hp: await monsterHP(battle.id) };
}

describe("PATCH /api/battles/:id and who may strike", () => {
  it("refuses a caller with no session before it reads the body: 401, not 400", async () => {
    const { battleId, hp } = await readyToStrike();
    const anonymous = await t.app.inject({
      method: "PATCH",
      url: `/api/battles/${battleId}`,
      payload: { attack: "no such attack" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("You are not signed in.");
    expect(await monsterHP(battleId)).toBe(hp);
  });

  it("refuses a session that was signed out, and the blow changes nothing", async () => {
    const { hunter, battleId, hp } = await readyToStrike();
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: hunter.cookie },
    });
    expect(out.statusCode).toBeLessThan(400);
    const refused = await attack(t, hunter, battleId);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("You are not signed in.");
    expect(await monsterHP(battleId)).toBe(hp);
  });

  it("refuses a session that expired", async () => {
    const { hunter, battleId, hp } = await readyToStrike();
    await t.db.execute(
      sql`UPDATE sessions SET expires_at = ${t.clock.now()} WHERE user_id = ${hunter.user.id}`,
    );
    expect((await attack(t, hunter, battleId)).statusCode).toBe(401);
    expect(await monsterHP(battleId)).toBe(hp);
  });

  it("refuses a hunter before the awakening with 403", async () => {
    const { battleId } = await readyToStrike();
    const newcomer = await signUp(t.app);
    const refused = await attack(t, newcomer, battleId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Finish your awakening/);
  });

  it("answers 404 for another hunter's battle and leaves it as it was", async () => {
    const { battleId, hp } = await readyToStrike();
    const rival = await signUpOnboarded(t.app);
    const refused = await attack(t, rival, battleId);
    expect(refused.statusCode).toBe(404);
    expect(await monsterHP(battleId)).toBe(hp);
  });

  it("marks the hunter and the session present, as every write does", async () => {
    const { hunter, battleId } = await readyToStrike();
    const then = new Date(t.clock.now().getTime() - 10 * 60_000);
    await t.db.execute(sql`UPDATE users SET last_active_at = ${then} WHERE id = ${hunter.user.id}`);
    await t.db.execute(
      sql`UPDATE sessions SET last_seen_at = ${then} WHERE user_id = ${hunter.user.id}`,
    );
    expect((await attack(t, hunter, battleId)).statusCode).toBe(200);
    const seen = await t.db.execute(sql`
      SELECT u.last_active_at AS active, s.last_seen_at AS session
      FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.id = ${hunter.user.id}`);
    const row = seen.rows[0] as { active: Date; session: Date };
    const now = t.clock.now().getTime();
    expect(new Date(row.active).getTime()).toBe(now);
    expect(new Date(row.session).getTime()).toBe(now);
  });

  it("strikes with a play token instead of a cookie", async () => {
    const { hunter, battleId, hp } = await readyToStrike();
    const { token } = await makeAccessToken(t.app, hunter.cookie, "play");
    const struck = await t.app.inject({
      method: "PATCH",
      url: `/api/battles/${battleId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { attack: "light", reps: 3 },
    });
    expect(struck.statusCode).toBe(200);
    expect(await monsterHP(battleId)).toBeLessThan(hp);
  });
});
