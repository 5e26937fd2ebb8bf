import type { Battle } from "@repgate/contracts/battles";
import type { ControllerPairing, ControllerStatus } from "@repgate/contracts/controllers";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  battleAction,
  enterCombat,
  restFor,
  storedBattle,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { FAILED_CLAIMS_PER_WINDOW } from "./pairing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Each test's phone claims from its own address, so the per-address claim limit is its own. */
let addressCount = 0;
function newPhoneAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

async function hunterInBattle(): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  return { hunter, battle };
}

async function pair(hunter: Hunter): Promise<ControllerPairing> {
  const response = await asHunter(t, hunter, "POST", "/api/controllers");
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function claim(token: string, address = newPhoneAddress()) {
  return t.app.inject({
    method: "POST",
    url: `/api/controllers/${token}/claim`,
    remoteAddress: address,
  });
}

function claimByCode(code: string, address: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/controllers/claim",
    remoteAddress: address,
    payload: { code },
  });
}

function controllerCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "repgate_controller");
  if (!cookie) throw new Error(`no controller cookie in ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** A phone holding only its controller credential. */
async function pairedPhone(hunter: Hunter): Promise<string> {
  const { token } = await pair(hunter);
  const claimed = await claim(token);
  expect(claimed.statusCode, claimed.body).toBe(200);
  return controllerCookieOf(claimed);
}

function asPhone(
  cookie: string,
  method: "GET" | "POST" | "DELETE" | "PATCH",
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function statusOf(hunter: Hunter): Promise<ControllerStatus> {
  return (await asHunter(t, hunter, "GET", "/api/controllers/current")).json();
}

describe("pairing a phone", () => {
  it("gives a link token of 256 bits and a 6-character code, for the battle in progress", async () => {
    const { hunter, battle } = await hunterInBattle();
    const pairing = await pair(hunter);
    expect(pairing.token).toMatch(/^[\w-]{43}$/);
    expect(pairing.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(pairing.battleId).toBe(battle.id);
    expect(new Date(pairing.expiresAt).getTime() - t.clock.nowMs()).toBe(120_000);
    expect(await statusOf(hunter)).toEqual({
      status: "waiting",
      code: pairing.code,
      expiresAt: pairing.expiresAt,
    });
  });

  it("is refused to a hunter with no battle in progress", async () => {
    const hunter = await signUpOnboarded(t.app);
    const response = await asHunter(t, hunter, "POST", "/api/controllers");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Start a battle first: a controller plays one battle.");
  });

  it("claims once: the phone gets a controller credential and never the hunter's session", async () => {
    const { hunter } = await hunterInBattle();
    const { token } = await pair(hunter);
    const first = await claim(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("This phone is now your controller.");
    // One cookie for its calls, one for its socket: the same credential, nowhere else.
    expect(first.cookies.map((c) => [c.name, c.path, c.httpOnly])).toEqual([
      ["repgate_controller", "/api/controller", true],
      ["repgate_controller", "/ws/controller", true],
    ]);
    expect((await statusOf(hunter)).status).toBe("connected");

    const again = await claim(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      "This pairing link has expired or was already used. Make a new one on the big screen.",
    );
  });

  it("lets exactly one of two phones racing for one link have it", async () => {
    const { hunter } = await hunterInBattle();
    const { token } = await pair(hunter);
    const replies = await Promise.all([claim(token), claim(token), claim(token)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it("refuses a link or a code past its two minutes", async () => {
    const { hunter } = await hunterInBattle();
    const pairing = await pair(hunter);
    t.clock.advance(120_001);
    expect((await claim(pairing.token)).statusCode).toBe(404);
    expect((await claimByCode(pairing.code, newPhoneAddress())).statusCode).toBe(404);
    expect((await statusOf(hunter)).status).toBe("none");
  });

  it("claims by the typed code, in any case, once", async () => {
    const { hunter } = await hunterInBattle();
    const { code } = await pair(hunter);
    const address = newPhoneAddress();
    const claimed = await claimByCode(` ${code.toLowerCase()} `, address);
    expect(claimed.statusCode, claimed.body).toBe(200);
    controllerCookieOf(claimed);
    const again = await claimByCode(code, address);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.",
    );
  });

  it("stops an address guessing codes after a few misses, even a right one after", async () => {
    const { hunter } = await hunterInBattle();
    const { code } = await pair(hunter);
    const address = newPhoneAddress();
    for (let i = 0; i < FAILED_CLAIMS_PER_WINDOW; i += 1) {
      expect((await claimByCode("ZZZZZ2", address)).statusCode).toBe(404);
    }
    const blocked = await claimByCode(code, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Too many wrong pairing codes. Please wait a few minutes and try again.",
    );
    // Another address is not held back by this one's misses.
    expect((await claimByCode(code, newPhoneAddress())).statusCode).toBe(200);
  });

  it("refuses a malformed link or code with a readable 400", async () => {
    expect((await claim("short")).json().message).toBe("That pairing link is not valid.");
    const badCode = await claimByCode("AB", newPhoneAddress());
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toContain("The code is 6 letters and digits.");
  });
});

describe("the controller", () => {
  it("strikes the hunter's monster exactly as the battle screen does, pace rule included", async () => {
    const { hunter, battle } = await hunterInBattle();
    const phone = await pairedPhone(hunter);
    restFor(t, 3);
    const hit = await asPhone(phone, "POST", "/api/controller/attack", {
      attack: "light",
      reps: 3,
    });
    expect(hit.statusCode, hit.body).toBe(200);
    expect(hit.json().damage).toBeGreaterThan(0);
    const after = await storedBattle(t, battle.id);
    expect(after.monster_current_hp).toBe(battle.monsterMaxHP - hit.json().damage);

    // Too fast for a person: refused as the battle screen's attack would be, nothing changes.
    const tooFast = await asPhone(phone, "POST", "/api/controller/attack", {
      attack: "light",
      reps: 3,
    });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().message).toBe(
      "Too fast: 3 reps take at least 0.75 s. Do every rep, then strike.",
    );
    // The wrong reps for the attack are refused as on the battle screen too.
    restFor(t, 5);
    const wrong = await asPhone(phone, "POST", "/api/controller/attack", {
      attack: "light",
      reps: 5,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await storedBattle(t, battle.id)).monster_current_hp).toBe(after.monster_current_hp);
  });

  it("reads its battle: the monster, the hunter's HP and the attacks", async () => {
    const { hunter, battle } = await hunterInBattle();
    const phone = await pairedPhone(hunter);
    const state = await asPhone(phone, "GET", "/api/controller");
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      endedReason: null,
      battle: { id: battle.id, playerCurrentHP: battle.playerCurrentHP },
    });
  });

  it("opens nothing else: the hunter's endpoints answer its credential with a 401", async () => {
    const { hunter, battle } = await hunterInBattle();
    const phone = await pairedPhone(hunter);
    restFor(t, 3);
    for (const [method, url] of [
      ["GET", "/api/battles/active"],
      ["GET", "/api/auth/user"],
      ["GET", "/api/inventory"],
      ["POST", "/api/controllers"],
      ["GET", "/api/controllers/current"],
      ["POST", `/api/battles/${battle.id}/run-away`],
    ] as const) {
      const response = await asPhone(phone, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const attack = await asPhone(phone, "PATCH", `/api/battles/${battle.id}`, {
      attack: "light",
      reps: 3,
    });
    expect(attack.statusCode).toBe(401);
    expect((await storedBattle(t, battle.id)).monster_current_hp).toBe(battle.monsterMaxHP);
  });

  it("plays only its own hunter's battle, never another's", async () => {
    const a = await hunterInBattle();
    const b = await hunterInBattle();
    const phone = await pairedPhone(a.hunter);
    restFor(t, 3);
    expect(
      (await asPhone(phone, "POST", "/api/controller/attack", { attack: "light", reps: 3 }))
        .statusCode,
    ).toBe(200);
    expect((await storedBattle(t, b.battle.id)).monster_current_hp).toBe(b.battle.monsterMaxHP);
    // B's own pairing ends nothing of A's: a hunter ends only their own controller.
    await pair(b.hunter);
    expect((await asHunter(t, b.hunter, "DELETE", "/api/controllers/current")).statusCode).toBe(
      204,
    );
    expect((await asPhone(phone, "GET", "/api/controller")).json().endedReason).toBeNull();
  });

  it("refuses a credential it never issued", async () => {
    const response = await asPhone("repgate_controller=not-a-real-one", "GET", "/api/controller");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      "This phone is not a controller. Scan the code on the big screen again.",
    );
  });

  it("ends with its battle", async () => {
    const { hunter, battle } = await hunterInBattle();
    const phone = await pairedPhone(hunter);
    await woundMonster(t, battle.id, 1);
    restFor(t, 3);
    expect(
      (await asPhone(phone, "POST", "/api/controller/attack", { attack: "light", reps: 3 }))
        .statusCode,
    ).toBe(200);
    expect((await battleAction(t, hunter, battle.id, "complete")).statusCode).toBe(200);

    const state = await asPhone(phone, "GET", "/api/controller");
    expect(state.json()).toEqual({
      battle: null,
      endedReason: "The battle is over. Pair again from the big screen for the next one.",
    });
    restFor(t, 3);
    expect(
      (await asPhone(phone, "POST", "/api/controller/attack", { attack: "light", reps: 3 }))
        .statusCode,
    ).toBe(401);
    expect((await statusOf(hunter)).status).toBe("none");
  });

  it("ends when the hunter ends it from the big screen", async () => {
    const { hunter } = await hunterInBattle();
    const phone = await pairedPhone(hunter);
    expect((await asHunter(t, hunter, "DELETE", "/api/controllers/current")).statusCode).toBe(204);
    expect((await asPhone(phone, "GET", "/api/controller")).json().endedReason).toBe(
      "This controller has ended. Pair again from the big screen to play on.",
    );
    restFor(t, 3);
    expect(
      (await asPhone(phone, "POST", "/api/controller/attack", { attack: "light", reps: 3 }))
        .statusCode,
    ).toBe(401);
    expect((await statusOf(hunter)).status).toBe("none");
  });

  it("ends when the phone ends it, and the big screen stops showing it", async () => {
    const { hunter } = await hunterInBattle();
    const phone = await pairedPhone(hunter);
    const released = await asPhone(phone, "DELETE", "/api/controller");
    expect(released.statusCode).toBe(204);
    expect((await statusOf(hunter)).status).toBe("none");
  });

  it("reads nothing as presence: a GET writes nothing, and an unclaimed socket's mark goes stale", async () => {
    const { hunter } = await hunterInBattle();
    const phone = await pairedPhone(hunter);
    // Claimed: the phone opens its socket next (controller-socket.test.ts); until it does, the
    // claim counts for a minute.
    expect((await statusOf(hunter)).status).toBe("connected");
    t.clock.advance(60_001);
    expect((await statusOf(hunter)).status).toBe("disconnected");
    expect((await asPhone(phone, "GET", "/api/controller")).statusCode).toBe(200);
    expect((await statusOf(hunter)).status).toBe("disconnected");
  });

  it("is replaced by a new pairing: one controller at a time", async () => {
    const { hunter } = await hunterInBattle();
    const first = await pairedPhone(hunter);
    await pairedPhone(hunter);
    expect((await asPhone(first, "GET", "/api/controller")).json().endedReason).toBe(
      "This controller has ended. Pair again from the big screen to play on.",
    );
  });
});
