import {
  type Battle,
  type CompleteReply,
  type PartyRoster,
  partyRosterSchema,
} from "@repgate/contracts/battles";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  enterCombat,
  restFor,
  setHealth,
  spawnDungeon,
} from "../../test/dungeon-helpers.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { enterTogether, formParty, partyCall } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});
beforeEach(() => t.random.reset());

async function activeBattle(hunter: Hunter): Promise<Battle> {
  const battle = (await partyCall(t, hunter, "GET", "/api/battles/active")).json();
  if (!battle) throw new Error("no active battle");
  return battle;
}

/** Two hunters of one party inside Goblin Warren (four monsters) against one shared monster. */
async function twoInAParty(): Promise<{ hunters: [Hunter, Hunter]; battles: [Battle, Battle] }> {
  const [leader, member] = await formParty(t, 2);
  const dungeonId = await spawnDungeon(t, "goblin-warren");
  await enterTogether(t, leader, member, dungeonId);
  return {
    hunters: [leader, member],
    battles: [await activeBattle(leader), await activeBattle(member)],
  };
}

function readRoster(hunter: Hunter, battleId: string) {
  return partyCall(t, hunter, "GET", `/api/battles/${battleId}/party`);
}

async function rosterOf(hunter: Hunter, battleId: string): Promise<PartyRoster> {
  const response = await readRoster(hunter, battleId);
  if (response.statusCode !== 200) throw new Error(response.body);
  return partyRosterSchema.parse(response.json());
}

/** The shared monster falls to the leader's blow; both members claim it. */
async function slayTogether(hunters: [Hunter, Hunter], battles: [Battle, Battle]) {
  await t.db.execute(
    sql`UPDATE party_encounters SET monster_current_hp = 1 WHERE id = ${battles[0].partyEncounterId}`,
  );
  restFor(t, 3);
  const blow = await attack(t, hunters[0], battles[0].id);
  if (blow.statusCode !== 200) throw new Error(blow.body);
  const claims: CompleteReply[] = [];
  for (const [i, hunter] of hunters.entries()) {
    const claim = await battleAction(t, hunter, battles[i]?.id ?? "", "complete");
    if (claim.statusCode !== 200) throw new Error(claim.body);
    claims.push(claim.json());
  }
  return claims;
}

function createNext(hunter: Hunter) {
  return partyCall(t, hunter, "POST", "/api/battles/create-next", {});
}

describe("GET /api/battles/{id}/party", () => {
  it("shows every member's HP as their battle shows it, and a teammate's blows with their name", async () => {
    const { hunters, battles } = await twoInAParty();
    const [leader, member] = hunters;
    await setHealth(t, member.user.id, 73, 100);
    restFor(t, 3);
    const blow = await attack(t, leader, battles[0].id);
    expect(blow.statusCode).toBe(200);

    const seen = await rosterOf(member, battles[1].id);
    expect(seen.encounterId).toBe(battles[0].partyEncounterId);
    const leaderBattle = await activeBattle(leader);
    expect(seen.members).toEqual([
      {
        id: member.user.id,
        hunterName: member.user.hunterName,
        currentHP: 73,
        maxHP: 100,
        state: "in",
        you: true,
      },
      {
        id: leader.user.id,
        hunterName: leader.user.hunterName,
        currentHP: leaderBattle.playerCurrentHP,
        maxHP: leaderBattle.playerMaxHP,
        state: "in",
        you: false,
      },
    ]);
    expect((await activeBattle(member)).playerCurrentHP).toBe(73);
    expect(seen.hits).toEqual([
      expect.objectContaining({
        hunterId: leader.user.id,
        hunterName: leader.user.hunterName,
        damage: blow.json().damage,
        kind: "attack",
        text: expect.stringContaining(`for ${blow.json().damage} damage`),
      }),
    ]);
    // The hunter's own blows are in their own log, not among their teammates'.
    expect((await rosterOf(leader, battles[0].id)).hits).toEqual([]);
    // Read again, the same blow keeps its id: a screen shows it once.
    expect((await rosterOf(member, battles[1].id)).hits[0]?.id).toBe(seen.hits[0]?.id);
  });

  it("says who fled and who was defeated", async () => {
    const { hunters, battles } = await twoInAParty();
    const [leader, member] = hunters;
    t.random.next(0); // the escape succeeds
    const fled = await battleAction(t, member, battles[1].id, "run-away");
    expect(fled.json()).toMatchObject({ success: true });
    const afterFlight = await rosterOf(leader, battles[0].id);
    expect(afterFlight.members.find((m) => m.id === member.user.id)?.state).toBe("fled");

    const second = await twoInAParty();
    await setHealth(t, second.hunters[1].user.id, 1, 100);
    t.random.next(NO_CRITICAL, 0); // no critical; the counter-attack lands and fells the hunter
    restFor(t, 3);
    const fell = await attack(t, second.hunters[1], second.battles[1].id);
    expect(fell.json()).toMatchObject({ playerDefeated: true });
    const afterDefeat = await rosterOf(second.hunters[0], second.battles[0].id);
    expect(afterDefeat.members.find((m) => !m.you)?.state).toBe("defeated");
  });

  it("says who left for another gate instead of meeting the next monster", async () => {
    const { hunters, battles } = await twoInAParty();
    await slayTogether(hunters, battles);
    t.clock.advance(30_000);
    const next: Battle = (await createNext(hunters[0])).json().battle;
    const before = await rosterOf(hunters[0], next.id);
    // Between two monsters, the member is still in the run.
    expect(before.members.find((m) => !m.you)?.state).toBe("in");
    await enterCombat(t, hunters[1]);
    const after = await rosterOf(hunters[0], next.id);
    expect(after.members.find((m) => !m.you)?.state).toBe("left");
  });

  it("tells the teammates when a member flees, so their roster is read again", async () => {
    const { hunters, battles } = await twoInAParty();
    t.random.next(0);
    const heard = await events.heardDuring(() =>
      battleAction(t, hunters[1], battles[1].id, "run-away"),
    );
    expect(heard).toContainEqual({
      type: "partyBattleChanged",
      userId: hunters[0].user.id,
      encounterId: battles[0].partyEncounterId,
    });
  });

  it("shows a potion drunk mid-fight on the teammates' roster at once", async () => {
    const { hunters, battles } = await twoInAParty();
    await setHealth(t, hunters[1].user.id, 40, 100);
    const items = (await partyCall(t, hunters[1], "GET", "/api/inventory")).json();
    const potion = items.find((i: { name: string }) => i.name === "Minor Healing Potion");
    const heard = await events.heardDuring(() =>
      partyCall(t, hunters[1], "POST", "/api/inventory/use-item", { itemId: potion.id }),
    );
    expect(heard).toContainEqual({
      type: "partyBattleChanged",
      userId: hunters[0].user.id,
      encounterId: battles[0].partyEncounterId,
    });
    const seen = await rosterOf(hunters[0], battles[0].id);
    expect(seen.members.find((m) => !m.you)).toMatchObject({ currentHP: 90, maxHP: 100 });
  });

  it("is a 404 for a battle not the hunter's and a 409 for a lone battle", async () => {
    const { hunters, battles } = await twoInAParty();
    const stranger = await signUpPlayer(t);
    expect((await readRoster(stranger, battles[0].id)).statusCode).toBe(404);
    // A teammate's battle is theirs, not the hunter's.
    expect((await readRoster(hunters[1], battles[0].id)).statusCode).toBe(404);
    const alone = await enterCombat(t, stranger);
    const lone = await readRoster(stranger, alone.battle.id);
    expect(lone.statusCode).toBe(409);
    expect(lone.json().message).toBe("This is not a party battle.");
    expect((await readRoster(stranger, "not-an-id")).statusCode).toBe(400);
  });
});

describe("a party's next enemy", () => {
  it("arrives after the same 30-second countdown for every member, counted from the fall", async () => {
    const { hunters, battles } = await twoInAParty();
    const [leader, member] = hunters;
    await t.db.execute(
      sql`UPDATE party_encounters SET monster_current_hp = 1 WHERE id = ${battles[0].partyEncounterId}`,
    );
    restFor(t, 3);
    await attack(t, leader, battles[0].id);
    const leaderClaim: CompleteReply = (
      await battleAction(t, leader, battles[0].id, "complete")
    ).json();
    expect(leaderClaim.nextBattle?.countdownSeconds).toBe(30);
    // The member claims 12 s later: their countdown is what is left of the party's.
    t.clock.advance(12_000);
    const memberClaim: CompleteReply = (
      await battleAction(t, member, battles[1].id, "complete")
    ).json();
    expect(memberClaim.nextBattle?.countdownSeconds).toBe(18);
    const pending = (await partyCall(t, leader, "GET", "/api/battles/pending-next")).json();
    expect(pending.countdownSeconds).toBe(18);

    const early = await createNext(member);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("The next enemy arrives in 18 seconds. Catch your breath!");
    t.clock.advance(17_000);
    expect((await createNext(leader)).json().message).toBe(
      "The next enemy arrives in 1 second. Catch your breath!",
    );
    t.clock.advance(1_000);
    const arrived = await createNext(member);
    expect(arrived.statusCode).toBe(201);
    expect(arrived.json().battle.enemyIndex).toBe(1);
  });

  it("is one battle each and one shared monster, however many requests both members fire at once", async () => {
    const { hunters, battles } = await twoInAParty();
    await slayTogether(hunters, battles);
    t.clock.advance(30_000);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createNext(hunters[i % 2] as Hunter)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 201, 201,
    ]);
    const runBattles = await t.db.execute(sql`
      SELECT user_id, party_encounter_id FROM battles
      WHERE user_id IN (${hunters[0].user.id}, ${hunters[1].user.id})`);
    const next = runBattles.rows.filter(
      (r) => r.party_encounter_id !== battles[0].partyEncounterId,
    );
    expect(next).toHaveLength(2);
    expect(new Set(next.map((r) => r.user_id)).size).toBe(2);
    expect(new Set(next.map((r) => r.party_encounter_id)).size).toBe(1);
    const encounters = await t.db.execute(sql`
      SELECT count(*)::int AS n FROM party_encounters
      WHERE party_run_id = (SELECT party_run_id FROM party_encounters WHERE id = ${battles[0].partyEncounterId})`);
    expect(encounters.rows[0]?.n).toBe(2);
    for (const reply of replies) {
      expect(reply.json().battle.partyEncounterId).toBe(next[0]?.party_encounter_id);
    }
  });
});

describe("the world's statistics", () => {
  it("count a party's monster once, however the members claim it, and each member's own once", async () => {
    const monthly = async () =>
      (await partyCall(t, hunters[0], "GET", "/api/statistics/monthly")).json() as {
        magicalBeastsKilled: number;
      };
    const { hunters, battles } = await twoInAParty();
    const before = (await monthly()).magicalBeastsKilled;
    const own = async (hunter: Hunter) =>
      Number(
        (
          await t.db.execute(
            sql`SELECT magical_beasts_killed FROM users WHERE id = ${hunter.user.id}`,
          )
        ).rows[0]?.magical_beasts_killed,
      );
    const ownBefore = [await own(hunters[0]), await own(hunters[1])];
    await t.db.execute(
      sql`UPDATE party_encounters SET monster_current_hp = 1 WHERE id = ${battles[0].partyEncounterId}`,
    );
    restFor(t, 3);
    expect((await attack(t, hunters[0], battles[0].id)).statusCode).toBe(200);
    // Both members claim at the same moment.
    const claims = await Promise.all(
      hunters.map((hunter, i) => battleAction(t, hunter, battles[i]?.id ?? "", "complete")),
    );
    expect(claims.map((c) => c.statusCode)).toEqual([200, 200]);
    expect((await monthly()).magicalBeastsKilled).toBe(before + 1);
    expect([await own(hunters[0]), await own(hunters[1])]).toEqual([
      (ownBefore[0] ?? 0) + 1,
      (ownBefore[1] ?? 0) + 1,
    ]);
  });
});
