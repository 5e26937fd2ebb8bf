import type { Battle } from "@repgate/contracts/battles";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  findLiveDungeon,
  restFor,
  storedHunter,
} from "../../test/dungeon-helpers.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import type { Hunter } from "../../test/factories.ts";
import { signUpPlayer } from "../../test/factories.ts";
import { formParty, notificationsOf, partyCall, partyOf } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { expirePartyConfirmation } from "./confirmation-expiry.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

const CANCELLED = "Not all party members confirmed. Dungeon entry cancelled.";

async function askToEnter(leader: Hunter) {
  const dungeon = await findLiveDungeon(t, leader, "combat");
  const response = await partyCall(t, leader, "POST", "/api/party/dungeon-confirmation", {
    dungeonId: dungeon.id,
  });
  return { dungeon, response };
}

function answer(hunter: Hunter, confirmationId: string, confirmed: boolean) {
  return partyCall(t, hunter, "POST", `/api/party/dungeon-confirmation/${confirmationId}/respond`, {
    confirmed,
  });
}

async function activeBattle(hunter: Hunter): Promise<Battle> {
  const response = await partyCall(t, hunter, "GET", "/api/battles/active");
  const battle = response.json();
  if (!battle) throw new Error("no active battle");
  return battle;
}

/** A party of `size` that has confirmed and entered a combat dungeon together. */
async function enterTogether(size: number) {
  const hunters = (await formParty(t, size)).slice(0, size) as Hunter[];
  const [leader] = hunters;
  if (!leader) throw new Error("no leader");
  const { response } = await askToEnter(leader);
  const { confirmationId } = response.json();
  for (const member of hunters.slice(1)) await answer(member, confirmationId, true);
  const battles = await Promise.all(hunters.map(activeBattle));
  return { hunters, battles };
}

describe("POST /api/party/dungeon-confirmation", () => {
  it("asks every other member with a notification carrying what Confirm/Decline need", async () => {
    const [leader, member] = await formParty(t, 2);
    const { dungeon, response } = await askToEnter(leader);
    expect(response.statusCode).toBe(201);
    const { confirmationId, message } = response.json();
    expect(message).toBe("Party Confirmation Sent");
    const [note] = await notificationsOf(t, member);
    expect(note).toMatchObject({
      type: "party_dungeon_confirmation",
      data: { confirmationId, senderId: leader.user.id, dungeonName: dungeon.name },
    });
    expect(
      (await notificationsOf(t, leader)).some((n) => n.type === "party_dungeon_confirmation"),
    ).toBe(false);
    const again = await askToEnter(leader);
    expect(again.response.statusCode).toBe(409);
  });

  it("is for the leader of a party of two or more only", async () => {
    const [leader, member] = await formParty(t, 2);
    expect((await askToEnter(member)).response.statusCode).toBe(403);
    const [alone] = await formParty(t, 1);
    expect((await askToEnter(alone)).response.statusCode).toBe(409);
    const stranger = await signUpPlayer(t);
    expect((await askToEnter(stranger)).response.statusCode).toBe(409);
    expect((await askToEnter(leader)).response.statusCode).toBe(201);
  });
});

describe("answering a dungeon confirmation", () => {
  it("waits until everyone confirmed, then everyone enters against one shared monster", async () => {
    const [leader, second, third] = await formParty(t, 3);
    const { response } = await askToEnter(leader);
    const { confirmationId } = response.json();
    const first = await answer(second, confirmationId, true);
    expect(first.json()).toMatchObject({ status: "waiting", allConfirmed: false });
    const last = await answer(third, confirmationId, true);
    expect(last.json()).toMatchObject({ status: "entered", allConfirmed: true });
    const battles = await Promise.all([leader, second, third].map(activeBattle));
    const encounterIds = new Set(battles.map((b) => b.partyEncounterId));
    expect(encounterIds.size).toBe(1);
    expect([...encounterIds][0]).not.toBeNull();
    const loner = await signUpPlayer(t);
    const dungeonId = battles[0]?.dungeonId ?? "";
    await partyCall(t, loner, "POST", `/api/dungeons/${dungeonId}/enter`);
    expect(battles[0]?.monsterMaxHP).toBe((await activeBattle(loner)).monsterMaxHP * 3);
    for (const battle of battles) {
      expect(battle.monsterMaxHP).toBe(battles[0]?.monsterMaxHP);
      expect(battle.deathTimerStartedAt).toBe(battles[0]?.deathTimerStartedAt);
    }
    // A repeated answer gets the same outcome.
    expect((await answer(second, confirmationId, true)).json()).toMatchObject({
      status: "entered",
    });
  });

  it("tells every hunter who entered that the party run started, so their screens follow", async () => {
    const [leader, second, third] = await formParty(t, 3);
    const { response } = await askToEnter(leader);
    const { confirmationId } = response.json();
    const early = await events.heardDuring(() => answer(second, confirmationId, true));
    expect(early.filter((e) => e.type === "partyRunStarted")).toEqual([]);
    const heard = await events.heardDuring(() => answer(third, confirmationId, true));
    const started = heard.filter((e) => e.type === "partyRunStarted");
    expect(started.map((e) => e.userId).sort()).toEqual(
      [leader, second, third].map((h) => h.user.id).sort(),
    );
    const encounterId = (await activeBattle(leader)).partyEncounterId;
    for (const e of started) expect(e).toMatchObject({ encounterId });
  });

  it("enters everyone exactly once when all confirm at the same moment", async () => {
    const hunters = await formParty(t, 4);
    const { confirmationId } = (await askToEnter(hunters[0])).response.json();
    const replies = await Promise.all(
      hunters
        .slice(1)
        .flatMap((h) => [answer(h, confirmationId, true), answer(h, confirmationId, true)]),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(replies.some((r) => r.json().status === "entered")).toBe(true);
    const count = await t.db.execute(sql`
      SELECT count(*)::int AS n FROM battles
      WHERE user_id IN (${sql.join(
        hunters.map((h) => sql`${h.user.id}`),
        sql`, `,
      )})`);
    expect(count.rows[0]?.n).toBe(4);
  });

  it("is cancelled by a decline, with the spec's text", async () => {
    const [leader, second, third] = await formParty(t, 3);
    const { confirmationId } = (await askToEnter(leader)).response.json();
    await answer(second, confirmationId, true);
    const declined = await answer(third, confirmationId, false);
    expect(declined.json()).toMatchObject({ status: "cancelled", message: CANCELLED });
    expect((await answer(second, confirmationId, true)).json()).toMatchObject({
      status: "cancelled",
    });
    expect((await partyCall(t, leader, "GET", "/api/battles/active")).json()).toBeNull();
  });

  it("is cancelled when the answers come after 120 seconds", async () => {
    const [leader, member] = await formParty(t, 2);
    const { confirmationId } = (await askToEnter(leader)).response.json();
    t.clock.advance(121_000);
    expect((await answer(member, confirmationId, true)).json()).toMatchObject({
      status: "cancelled",
      message: CANCELLED,
    });
    // The party may ask again.
    expect((await askToEnter(leader)).response.statusCode).toBe(201);
  });

  it("is cancelled at 120 seconds by its job, with no request made: the leader told, every member announced", async () => {
    const [leader, member, third] = await formParty(t, 3);
    const { confirmationId } = (await askToEnter(leader)).response.json();
    await events.take();
    // A second early: the job, come too soon (a clock behind the database's), waits.
    await expirePartyConfirmation(t.db, {
      confirmationId,
      now: new Date(t.clock.now().getTime() + 119_000),
    });
    expect((await partyOf(t, member))?.pendingConfirmation).not.toBeNull();
    // What the member's dialog counts down from: the server's clock, not the phone's.
    t.clock.advance(30_000);
    expect((await partyOf(t, member))?.pendingConfirmation?.secondsLeft).toBe(90);
    t.clock.advance(90_000);
    await expirePartyConfirmation(t.db, { confirmationId, now: t.clock.now() });
    const heard = await events.take();
    for (const hunter of [leader, member, third]) {
      expect(heard).toContainEqual({ type: "partyChanged", userId: hunter.user.id });
    }
    const cancelled = (await notificationsOf(t, leader)).filter(
      (n) => n.title === "Dungeon Entry Cancelled",
    );
    expect(cancelled.map((n) => n.message)).toEqual([CANCELLED]);
    expect((await answer(member, confirmationId, true)).json()).toMatchObject({
      status: "cancelled",
      message: CANCELLED,
    });
    expect((await askToEnter(leader)).response.statusCode).toBe(201);
  });

  it("is left alone by its job once the party answered it", async () => {
    const [leader, member] = await formParty(t, 2);
    const { confirmationId } = (await askToEnter(leader)).response.json();
    await answer(member, confirmationId, true);
    t.clock.advance(121_000);
    const heard = await events.heardDuring(() =>
      expirePartyConfirmation(t.db, { confirmationId, now: t.clock.now() }),
    );
    expect(heard).toEqual([]);
    expect(await activeBattle(leader)).toBeTruthy();
    expect(
      (await notificationsOf(t, leader)).filter((n) => n.title === "Dungeon Entry Cancelled"),
    ).toEqual([]);
  });

  it("is cancelled when a member leaves the party before everyone answered", async () => {
    const [leader, second, third] = await formParty(t, 3);
    const { confirmationId } = (await askToEnter(leader)).response.json();
    await partyCall(t, third, "DELETE", "/api/party/leave");
    expect((await answer(second, confirmationId, true)).json()).toMatchObject({
      status: "cancelled",
    });
    expect((await partyCall(t, second, "GET", "/api/battles/active")).json()).toBeNull();
  });

  it("refuses a hunter it did not ask (404) and enters nobody when one is busy", async () => {
    const [leader, member] = await formParty(t, 2);
    const stranger = await signUpPlayer(t);
    const { confirmationId } = (await askToEnter(leader)).response.json();
    expect((await answer(stranger, confirmationId, true)).statusCode).toBe(404);
    const solo = await findLiveDungeon(t, member, "combat");
    await partyCall(t, member, "POST", `/api/dungeons/${solo.id}/enter`);
    const reply = (await answer(member, confirmationId, true)).json();
    expect(reply.status).toBe("cancelled");
    expect((await partyCall(t, leader, "GET", "/api/battles/active")).json()).toBeNull();
  });
});

describe("the shared party battle", () => {
  it("adds every member's hits to one monster HP, also when they strike at the same moment", async () => {
    const { hunters, battles } = await enterTogether(3);
    const start = battles[0]?.monsterCurrentHP ?? 0;
    restFor(t, 3);
    const replies = await Promise.all(hunters.map((h, i) => attack(t, h, battles[i]?.id ?? "")));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const dealt = replies.reduce((sum, r) => sum + r.json().damage, 0);
    for (const hunter of hunters) {
      expect((await activeBattle(hunter)).monsterCurrentHP).toBe(start - dealt);
    }
  });

  it("tells every member of the fight of each hit, live", async () => {
    const { hunters, battles } = await enterTogether(3);
    restFor(t, 3);
    const heard = await events.heardDuring(() =>
      attack(t, hunters[1] as Hunter, battles[1]?.id ?? ""),
    );
    const told = heard
      .filter((e) => e.type === "partyBattleChanged")
      .map((e) => e.userId)
      .sort();
    expect(told).toEqual(hunters.map((h) => h.user.id).sort());
  });

  it("never over-kills and pays each member once, however the claims race", async () => {
    const { hunters, battles } = await enterTogether(3);
    const encounterId = battles[0]?.partyEncounterId;
    await t.db.execute(
      sql`UPDATE party_encounters SET monster_current_hp = 5 WHERE id = ${encounterId}`,
    );
    const before = await Promise.all(hunters.map((h) => storedHunter(t, h.user.id)));
    restFor(t, 3);
    const hits = await Promise.all(hunters.map((h, i) => attack(t, h, battles[i]?.id ?? "")));
    // The first hit kills; the others find it slain (409) and nothing goes below zero.
    expect(hits.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const hp = await t.db.execute(
      sql`SELECT monster_current_hp FROM party_encounters WHERE id = ${encounterId}`,
    );
    expect(hp.rows[0]?.monster_current_hp).toBe(0);
    const claims = await Promise.all(
      hunters.flatMap((h, i) =>
        Array.from({ length: 3 }, () => battleAction(t, h, battles[i]?.id ?? "", "complete")),
      ),
    );
    expect(claims.every((r) => r.statusCode === 200)).toBe(true);
    const paying = claims.filter((r) => r.json().alreadyClaimed === false);
    expect(paying).toHaveLength(3);
    for (const [i, hunter] of hunters.entries()) {
      const after = await storedHunter(t, hunter.user.id);
      expect(after.magical_beasts_killed).toBe((before[i]?.magical_beasts_killed ?? 0) + 1);
      expect(after.gold).toBeGreaterThan(before[i]?.gold ?? 0);
    }
  });

  it("counts a member who never claimed a monster the party slew as its victor at time-up", async () => {
    const { hunters, battles } = await enterTogether(2);
    await t.db.execute(
      sql`UPDATE party_encounters SET monster_current_hp = 1 WHERE id = ${battles[0]?.partyEncounterId}`,
    );
    restFor(t, 3);
    await attack(t, hunters[0] as Hunter, battles[0]?.id ?? "");
    t.clock.advance(31 * 60_000);
    // The second member's screen was closed: their victory is still there to claim.
    const active = await activeBattle(hunters[1] as Hunter);
    expect(active.monsterCurrentHP).toBe(0);
    const claim = await battleAction(t, hunters[1] as Hunter, battles[1]?.id ?? "", "complete");
    expect(claim.statusCode).toBe(200);
  });

  it("shares the next monster too", async () => {
    const { hunters, battles } = await enterTogether(2);
    await t.db.execute(
      sql`UPDATE party_encounters SET monster_current_hp = 1 WHERE id = ${battles[0]?.partyEncounterId}`,
    );
    restFor(t, 3);
    await attack(t, hunters[0] as Hunter, battles[0]?.id ?? "");
    for (const [i, hunter] of hunters.entries()) {
      await battleAction(t, hunter, battles[i]?.id ?? "", "complete");
    }
    t.clock.advance(30_000);
    const next = await Promise.all(
      hunters.map((h) => partyCall(t, h, "POST", "/api/battles/create-next", {})),
    );
    const ids = next.map((r) => r.json().battle.partyEncounterId);
    expect(ids[0]).not.toBeNull();
    expect(ids[0]).not.toBe(battles[0]?.partyEncounterId);
    expect(ids[1]).toBe(ids[0]);
  });
});
