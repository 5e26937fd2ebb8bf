import type { AttackReply, Battle, EnterDungeonReply } from "@repgate/contracts/battles";
import type { ControllerPairing, ControllerStatus } from "@repgate/contracts/controllers";
import type { Dungeon } from "@repgate/contracts/dungeons";
import { describe, expect, it } from "vitest";
import { onboardedHunterOn } from "../test/instance-hunters.ts";
import type { ServerProcess } from "../test/server-process.ts";
import { openSocket } from "../test/socket-client.ts";
import type { TestApp } from "../test/test-app.ts";
import { twoInstancesBeforeAll } from "../test/two-instances.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;
twoInstancesBeforeAll((instances) => ({ t, a, b } = instances));

async function api<T>(base: string, cookie: string, method: string, path: string) {
  const response = await fetch(`${base}${path}`, { method, headers: { cookie } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { body: JSON.parse(text) as T, response };
}

describe("a phone controller across two instances", () => {
  it("strikes on B from the phone's socket, and the big screen's socket on A hears the hit and the drop", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "controller");
    const { body: dungeons } = await api<Dungeon[]>(a.base, hunter.cookie, "GET", "/api/dungeons");
    const gate = dungeons.find((d) => d.type === "combat" && d.rank === "E");
    if (!gate) throw new Error("no live E combat gate");
    const { body: entered } = await api<EnterDungeonReply>(
      a.base,
      hunter.cookie,
      "POST",
      `/api/dungeons/${gate.id}/enter`,
    );
    const battle = entered.battle as Battle;
    const bigScreen = await openSocket(a.base, { cookie: hunter.cookie });
    await bigScreen.next((m) => m.type === "welcome");

    // Paired on A, claimed on B: the phone holds only its controller cookie.
    const { body: pairing } = await api<ControllerPairing>(
      a.base,
      hunter.cookie,
      "POST",
      "/api/controllers",
    );
    const claimed = await fetch(`${b.base}/api/controllers/${pairing.token}/claim`, {
      method: "POST",
    });
    expect(claimed.status).toBe(200);
    const phoneCookie = claimed.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(phoneCookie).toMatch(/^repgate_controller=/);

    const phone = await openSocket(b.base, { cookie: phoneCookie }, "/ws/controller");
    await expect
      .poll(
        async () =>
          (await api<ControllerStatus>(a.base, hunter.cookie, "GET", "/api/controllers/current"))
            .body.status,
      )
      .toBe("connected");

    // The pace rule: three reps take 750 ms from the battle's start.
    await new Promise((resolve) => setTimeout(resolve, 900));
    const sentAt = performance.now();
    phone.send({ type: "strike", id: 1, move: { kind: "attack", attack: "light", reps: 3 } });
    const struck = await phone.next((m) => m.type === "struck", 10_000);
    await bigScreen.next((m) => m.type === "runChanged", 10_000);
    console.info(
      `controller strike on B heard on A after ${Math.round(performance.now() - sentAt)} ms`,
    );
    const damage = (struck.reply as AttackReply).damage;
    const { body: active } = await api<Battle>(a.base, hunter.cookie, "GET", "/api/battles/active");
    expect(active.monsterCurrentHP).toBe(battle.monsterMaxHP - damage);

    // The phone drops on B: A's big screen hears it and reads "disconnected".
    const heard = bigScreen.messages.length;
    phone.close();
    await bigScreen.next(
      (m) => m.type === "controllerChanged" && bigScreen.messages.indexOf(m) >= heard,
      10_000,
    );
    const { body: status } = await api<ControllerStatus>(
      a.base,
      hunter.cookie,
      "GET",
      "/api/controllers/current",
    );
    expect(status.status).toBe("disconnected");
    bigScreen.close();
  });
});
