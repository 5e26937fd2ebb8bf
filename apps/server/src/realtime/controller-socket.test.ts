import type { ControllerPairing } from "@repgate/contracts/controllers";
import { WS_CLOSE_NOT_A_CONTROLLER } from "@repgate/contracts/controllers";
import { beforeAll, describe, expect, it } from "vitest";
import { enterCombat, restFor, storedBattle } from "../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../test/factories.ts";
import { asHunter } from "../test/hunter-call.ts";
import { openSocket, type TestSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let base = "";

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++ % 250}`;

/** A hunter in battle, their big screen's socket, and a phone holding only its credential. */
async function pairedFight() {
  const hunter = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  const made = await asHunter(t, hunter, "POST", "/api/controllers");
  const { token } = made.json() as ControllerPairing;
  const claimed = await t.app.inject({
    method: "POST",
    url: `/api/controllers/${token}/claim`,
    remoteAddress: newAddress(),
  });
  const cookie = claimed.cookies.find((c) => c.name === "repgate_controller");
  if (!cookie) throw new Error(claimed.body);
  const bigScreen = await openSocket(base, { cookie: hunter.cookie });
  await bigScreen.next((m) => m.type === "welcome");
  return { hunter, battle, phoneCookie: `${cookie.name}=${cookie.value}`, bigScreen };
}

function phoneSocket(cookie: string): Promise<TestSocket> {
  return openSocket(base, { cookie, "x-forwarded-for": newAddress() }, "/ws/controller");
}

async function statusOf(hunter: Hunter): Promise<string> {
  return (await asHunter(t, hunter, "GET", "/api/controllers/current")).json().status;
}

describe("the phone's controller socket", () => {
  it("strikes through the battle screen's attack: the big screen hears the hit", async () => {
    const { battle, phoneCookie, bigScreen } = await pairedFight();
    const phone = await phoneSocket(phoneCookie);
    restFor(t, 3);
    phone.send({ type: "strike", id: 1, move: { kind: "attack", attack: "light", reps: 3 } });
    const struck = await phone.next((m) => m.type === "struck" && m.id === 1);
    const news = await bigScreen.next((m) => m.type === "runChanged");
    const damage = (struck.reply as { damage: number }).damage;
    expect(damage).toBeGreaterThan(0);
    // The event carries what the big screen paints: it need not read the battle first.
    const reply = struck.reply as { battle: { playerCurrentHP: number; log: unknown[] } };
    expect(news.struck).toEqual({
      battleId: battle.id,
      monsterCurrentHP: battle.monsterMaxHP - damage,
      playerCurrentHP: reply.battle.playerCurrentHP,
      damageDealt: damage,
      exercisesCompleted: 3,
      xpGained: expect.any(Number),
      skillUsed: false,
      buff: null,
      lines: reply.battle.log.slice(-(news.struck as { lines: unknown[] }).lines.length),
    });
    expect((news.struck as { lines: { damage?: number }[] }).lines[0]?.damage).toBe(damage);
    expect((await storedBattle(t, battle.id)).monster_current_hp).toBe(
      battle.monsterMaxHP - damage,
    );
    // The pace rule holds as on the battle screen: too fast is refused and changes nothing.
    phone.send({ type: "strike", id: 2, move: { kind: "attack", attack: "light", reps: 3 } });
    const refused = await phone.next((m) => m.type === "refused" && m.id === 2);
    expect(refused.message).toBe(
      "Too fast: 3 reps take at least 0.75 s. Do every rep, then strike.",
    );
    // So do the attack's reps.
    restFor(t, 5);
    phone.send({ type: "strike", id: 3, move: { kind: "attack", attack: "light", reps: 5 } });
    await phone.next((m) => m.type === "refused" && m.id === 3);
    expect((await storedBattle(t, battle.id)).monster_current_hp).toBe(
      battle.monsterMaxHP - damage,
    );
    // The phone hears that its battle changed, to read it again.
    await phone.next((m) => m.type === "changed");
    phone.close();
  });

  it("answers in the hunter's language, not the phone's", async () => {
    const { hunter, phoneCookie } = await pairedFight();
    await asHunter(t, hunter, "PATCH", "/api/user/language", { language: "ko" });
    const phone = await openSocket(
      base,
      { cookie: phoneCookie, "x-forwarded-for": newAddress(), "accept-language": "en" },
      "/ws/controller",
    );
    phone.send({ type: "wave" });
    expect((await phone.next((m) => m.type === "refused" && m.id === null)).message).toBe(
      "컨트롤러는 반복 횟수만 보낼 수 있습니다. 그 메시지는 보낼 수 없습니다.",
    );
    restFor(t, 3);
    phone.send({ type: "strike", id: 1, move: { kind: "attack", attack: "light", reps: 3 } });
    const struck = await phone.next((m) => m.type === "struck" && m.id === 1);
    expect((struck.reply as { message: string }).message).toMatch(/피해/);
    phone.send({ type: "strike", id: 2, move: { kind: "attack", attack: "light", reps: 3 } });
    expect((await phone.next((m) => m.type === "refused" && m.id === 2)).message).toBe(
      "너무 빠릅니다: 3회에는 최소 0.75초가 걸립니다. 모든 반복을 한 뒤 공격하세요.",
    );
    phone.close();
  });

  it("is the controller's presence: connected while open, disconnected the moment it closes", async () => {
    const { hunter, phoneCookie, bigScreen } = await pairedFight();
    const phone = await phoneSocket(phoneCookie);
    expect(await statusOf(hunter)).toBe("connected");
    const heard = bigScreen.messages.length;
    phone.close();
    await expect
      .poll(() => bigScreen.messages.slice(heard).some((m) => m.type === "controllerChanged"))
      .toBe(true);
    expect(await statusOf(hunter)).toBe("disconnected");
    // Back again: connected.
    const again = await phoneSocket(phoneCookie);
    await expect.poll(() => statusOf(hunter)).toBe("connected");
    again.close();
  });

  it("may do nothing else: other messages are refused and it hears no room's news", async () => {
    const { hunter, phoneCookie } = await pairedFight();
    const phone = await phoneSocket(phoneCookie);
    for (const [i, message] of [
      { type: "chat", data: { chatType: "regional", message: "hi", clientId: "x" } },
      { type: "join", room: "region:north" },
      { type: "strike", id: 9, battleId: "another", move: { kind: "run-away" } },
      "not json at all",
    ].entries()) {
      phone.send(message);
      await expect
        .poll(() => phone.messages.filter((m) => m.type === "refused").length)
        .toBe(i + 1);
    }
    expect(phone.messages.filter((m) => m.type === "refused").map((m) => m.message)).toEqual(
      Array(4).fill("A controller sends only its reps: that message is not one it may send."),
    );
    // The hunter's own news (a wallet change, a notification) never reaches it.
    expect(phone.messages.every((m) => ["refused", "changed"].includes(m.type))).toBe(true);
    expect((await asHunter(t, hunter, "GET", "/api/controllers/current")).statusCode).toBe(200);
    phone.close();
  });

  it("opens only with a live controller's credential: never with the hunter's session", async () => {
    const { hunter, phoneCookie } = await pairedFight();
    const withSession = await openSocket(
      base,
      { cookie: hunter.cookie, "x-forwarded-for": newAddress() },
      "/ws/controller",
    );
    expect((await withSession.closed).code).toBe(WS_CLOSE_NOT_A_CONTROLLER);

    const phone = await phoneSocket(phoneCookie);
    expect((await asHunter(t, hunter, "DELETE", "/api/controllers/current")).statusCode).toBe(204);
    await phone.next((m) => m.type === "changed");
    restFor(t, 3);
    phone.send({ type: "strike", id: 1, move: { kind: "attack", attack: "light", reps: 3 } });
    const refused = await phone.next((m) => m.type === "refused");
    expect(refused.message).toBe(
      "This phone is not a controller. Scan the code on the big screen again.",
    );
    const ended = await phoneSocket(phoneCookie);
    expect((await ended.closed).code).toBe(WS_CLOSE_NOT_A_CONTROLLER);
  });

  it("refuses another site's page", async () => {
    const { phoneCookie } = await pairedFight();
    await expect(
      openSocket(base, { cookie: phoneCookie, origin: "https://evil.example" }, "/ws/controller"),
    ).rejects.toThrow("upgrade refused with 403");
  });
});
