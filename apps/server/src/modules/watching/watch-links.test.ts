import type { Battle } from "@repgate/contracts/battles";
import {
  type CreatedWatchLink,
  type WatchView,
  watchViewSchema,
} from "@repgate/contracts/watching";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  battleAction,
  enterCombat,
  landAttack,
  spawnDungeon,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { formParty, partyCall } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

function linkCall(hunter: Hunter | null, method: "POST" | "GET" | "DELETE", battleId: string) {
  return t.app.inject({
    method,
    url: `/api/battles/${battleId}/watch-link`,
    headers: hunter ? { cookie: hunter.cookie } : {},
  });
}

async function shareLink(hunter: Hunter, battleId: string): Promise<string> {
  const made = await linkCall(hunter, "POST", battleId);
  expect(made.statusCode, made.body).toBe(201);
  return (made.json() as CreatedWatchLink).token;
}

/** What a stranger with no cookie reads. */
function watch(token: string) {
  return t.app.inject({ method: "GET", url: `/api/watch/${token}` });
}

async function viewOf(token: string): Promise<WatchView> {
  const response = await watch(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function soloFight(): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpPlayer(t);
  const { battle } = await enterCombat(t, hunter);
  return { hunter, battle };
}

describe("a watch link", () => {
  it("is made by the battle's own hunter only: another hunter's battle is a 404, no cookie a 401", async () => {
    const { battle } = await soloFight();
    const stranger = await signUpPlayer(t);
    expect((await linkCall(stranger, "POST", battle.id)).statusCode).toBe(404);
    expect((await linkCall(null, "POST", battle.id)).statusCode).toBe(401);
    expect((await linkCall(stranger, "GET", battle.id)).statusCode).toBe(404);
    expect((await linkCall(stranger, "DELETE", battle.id)).statusCode).toBe(404);
  });

  it("carries 256 random bits, and only its hash is stored", async () => {
    const { hunter, battle } = await soloFight();
    const token = await shareLink(hunter, battle.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM watch_links WHERE battle_id = ${battle.id}`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.token_hash).not.toContain(token);
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows a stranger with no cookie the monster, the fighter and each hit, and nothing private", async () => {
    const { hunter, battle } = await soloFight();
    const token = await shareLink(hunter, battle.id);
    const hit = await landAttack(t, hunter, battle.id);

    const response = await watch(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const view = watchViewSchema.parse(response.json());
    // The exact keys: a field added to a battle never reaches a watcher by accident.
    expect(Object.keys(view).sort()).toEqual(
      ["dungeonName", "fighters", "hits", "monster", "state", "summary"].sort(),
    );
    expect(Object.keys(view.monster).sort()).toEqual(
      ["currentHP", "isBoss", "level", "maxHP", "name"].sort(),
    );
    expect(view.fighters.map((f) => Object.keys(f).sort())).toEqual([
      ["currentHP", "hunterName", "maxHP", "state"],
    ]);
    expect(view.hits.map((h) => Object.keys(h).sort())).toEqual([
      ["damage", "hunterName", "kind", "seq"],
    ]);
    expect(view).toMatchObject({
      state: "live",
      monster: { name: battle.monsterName, currentHP: hit.battle.monsterCurrentHP },
      fighters: [{ hunterName: hunter.user.hunterName, state: "in" }],
      hits: [{ hunterName: hunter.user.hunterName, damage: hit.battle.damageDealt }],
      summary: null,
    });
    // No id, e-mail or address anywhere in what a watcher is sent.
    const text = response.body;
    for (const secret of [battle.id, hunter.user.id, hunter.email, battle.dungeonId]) {
      expect(text).not.toContain(secret);
    }
  });

  it("tells the fighter it is active; revoking it answers watchers 410 'This link was revoked'", async () => {
    const { hunter, battle } = await soloFight();
    const token = await shareLink(hunter, battle.id);
    expect((await linkCall(hunter, "GET", battle.id)).json()).toEqual({
      active: true,
      watchers: 0,
    });
    const revoked = await linkCall(hunter, "DELETE", battle.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ active: false, watchers: 0 });
    const refused = await watch(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe("This link was revoked.");
    expect((await linkCall(hunter, "GET", battle.id)).json()).toEqual({
      active: false,
      watchers: 0,
    });
  });

  it("is replaced by a new one: the earlier link counts as revoked", async () => {
    const { hunter, battle } = await soloFight();
    const first = await shareLink(hunter, battle.id);
    const second = await shareLink(hunter, battle.id);
    expect(second).not.toBe(first);
    expect((await watch(first)).statusCode).toBe(410);
    expect((await watch(second)).statusCode).toBe(200);
  });

  it("refuses a made-up or malformed token", async () => {
    expect((await watch("A".repeat(43))).statusCode).toBe(404);
    const malformed = await watch("not-a-token");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("That watch link is not valid.");
  });

  it("ends with the fight: the summary shows, and no new link can be made", async () => {
    const { hunter, battle } = await soloFight();
    const token = await shareLink(hunter, battle.id);
    await woundMonster(t, battle.id, 1);
    await landAttack(t, hunter, battle.id);

    const view = await viewOf(token);
    expect(view.state).toBe("ended");
    expect(view.monster.currentHP).toBe(0);
    expect(view.summary).toMatchObject({ outcome: "victory", hits: 1 });
    expect((await linkCall(hunter, "POST", battle.id)).statusCode).toBe(409);
    expect((await linkCall(hunter, "GET", battle.id)).json()).toEqual({
      active: false,
      watchers: 0,
    });

    // Claimed: still the summary, as a victory.
    expect((await battleAction(t, hunter, battle.id, "complete")).statusCode).toBe(200);
    expect((await viewOf(token)).summary?.outcome).toBe("victory");
  });

  it("ends when the fighter runs away: the summary says they fled", async () => {
    const { hunter, battle } = await soloFight();
    const token = await shareLink(hunter, battle.id);
    t.random.next(0); // the escape succeeds
    const fled = await battleAction(t, hunter, battle.id, "run-away");
    expect(fled.statusCode, fled.body).toBe(200);
    const view = await viewOf(token);
    expect(view.state).toBe("ended");
    expect(view.summary?.outcome).toBe("fled");
    expect(view.fighters[0]?.state).toBe("fled");
  });

  it("of a party fight shows every hunter of the party and all their hits, by display name", async () => {
    const [leader, member] = await formParty(t, 2);
    const dungeonId = await spawnDungeon(t, "goblin-warren");
    const asked = await partyCall(t, leader, "POST", "/api/party/dungeon-confirmation", {
      dungeonId,
    });
    const { confirmationId } = asked.json();
    await partyCall(
      t,
      member,
      "POST",
      `/api/party/dungeon-confirmation/${confirmationId}/respond`,
      {
        confirmed: true,
      },
    );
    const battleOf = async (h: Hunter): Promise<Battle> =>
      (await partyCall(t, h, "GET", "/api/battles/active")).json();
    const [mine, theirs] = [await battleOf(leader), await battleOf(member)];

    const token = await shareLink(leader, mine.id);
    // The teammate cannot share (or revoke) the leader's battle; their own they can.
    expect((await linkCall(member, "DELETE", mine.id)).statusCode).toBe(404);
    await landAttack(t, leader, mine.id);
    await landAttack(t, member, theirs.id);

    const view = await viewOf(token);
    expect(view.fighters.map((f) => f.hunterName).sort()).toEqual(
      [leader.user.hunterName, member.user.hunterName].sort(),
    );
    expect(view.hits.map((h) => h.hunterName).sort()).toEqual(
      [leader.user.hunterName, member.user.hunterName].sort(),
    );
    const total = view.hits.reduce((sum, h) => sum + h.damage, 0);
    expect(view.monster.currentHP).toBe(view.monster.maxHP - total);
    for (const secret of [mine.id, theirs.id, leader.user.id, member.user.id, leader.email]) {
      expect(JSON.stringify(view)).not.toContain(secret);
    }
  });
});
