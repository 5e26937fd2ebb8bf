import type { AttackReply, BattleLogEntry } from "@repgate/contracts/battles";
import type { ControllerPairing } from "@repgate/contracts/controllers";
import { contentText } from "@repgate/game/content/translations/content-text";
import { beforeAll, describe, expect, it } from "vitest";
import { enterCombat, restFor } from "../test/dungeon-helpers.ts";
import { signUpOnboarded } from "../test/factories.ts";
import { asHunter } from "../test/hunter-call.ts";
import { openSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// A strike's news on the sockets carries the log lines it wrote: each socket reads them in its
// own language (docs/i18n.md, "The battle log").

let t: TestApp;
let base = "";

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const linesOf = (message: Record<string, unknown>) =>
  (message.struck as { lines: BattleLogEntry[] }).lines.map((line) => line.text);

describe("a strike's log lines on the sockets", () => {
  it("reach each socket in its language, the phone's answer in the hunter's", async () => {
    const hunter = await signUpOnboarded(t.app);
    const { battle } = await enterCombat(t, hunter);
    // The hunter picked no language: each browser's own counts.
    const korean = await openSocket(base, { cookie: hunter.cookie, "accept-language": "ko" });
    const english = await openSocket(base, { cookie: hunter.cookie });
    for (const s of [korean, english]) await s.next((m) => m.type === "welcome");

    restFor(t, 3);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/battles/${battle.id}`,
      headers: { cookie: hunter.cookie },
      payload: { attack: "light", reps: 3 },
    });
    const { damage }: AttackReply = response.json();
    const struck = (m: { type: string }) => m.type === "runChanged" && "struck" in m;
    expect(linesOf(await english.next(struck))).toEqual([
      `Jab hits ${battle.monsterName} for ${damage} damage.`,
    ]);
    expect(linesOf(await korean.next(struck))).toEqual([
      `잽(으)로 ${contentText(battle.monsterName, "ko")}에게 ${damage}의 피해.`,
    ]);

    // The phone speaks its hunter's language once they pick one: its strike's log too.
    await asHunter(t, hunter, "PATCH", "/api/user/language", { language: "pt-BR" });
    const { token } = (
      await asHunter(t, hunter, "POST", "/api/controllers")
    ).json() as ControllerPairing;
    const claimed = await t.app.inject({
      method: "POST",
      url: `/api/controllers/${token}/claim`,
      remoteAddress: "203.0.113.77",
    });
    const cookie = claimed.cookies.find((c) => c.name === "repgate_controller");
    if (!cookie) throw new Error(claimed.body);
    const phone = await openSocket(
      base,
      { cookie: `${cookie.name}=${cookie.value}`, "x-forwarded-for": "203.0.113.78" },
      "/ws/controller",
    );
    restFor(t, 3);
    phone.send({ type: "strike", id: 1, move: { kind: "attack", attack: "light", reps: 3 } });
    const reply = (await phone.next((m) => m.type === "struck" && m.id === 1)).reply as AttackReply;
    expect(reply.battle.log.at(-1)?.text).toBe(
      `Jab atinge ${contentText(battle.monsterName, "pt-BR")} causando ${reply.damage} de dano.`,
    );
    expect(reply.battle.log[0]?.text).toMatch(/^Você entrou em .+\. .+ aparece!$/);
    for (const s of [korean, english, phone]) s.close();
  });
});
