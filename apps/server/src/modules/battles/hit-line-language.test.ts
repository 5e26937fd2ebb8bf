import type { AttackReply, Battle, SkillReply } from "@repgate/contracts/battles";
import { contentText } from "@repgate/game/content/translations/content-text";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  enter,
  equipWeapon,
  restFor,
  spawnDungeon,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A hit line names the attack and says Berserk's doubling in the reader's language; the stored
// line stays English (docs/i18n.md, "The battle log").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// No critical hit, no counter-attack: the strike's own line is the log's last.
beforeEach(() => t.random.reset());

/** A Fighter (their skill is Berserk) with a weapon of `subType`, in a fight. */
async function berserker(subType: string): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpOnboarded(t.app);
  await t.db.execute(sql`UPDATE users SET user_class = 'Fighter' WHERE id = ${hunter.user.id}`);
  await equipWeapon(t, hunter.user.id, subType, { strength: 2 });
  const response = await enter(t, hunter, await spawnDungeon(t, "goblin-warren"));
  return { hunter, battle: response.json().battle };
}

/** Berserk, then a light attack under it. */
async function doubledStrike(hunter: Hunter, battle: Battle, acceptLanguage?: string) {
  restFor(t, 5);
  const cast = await battleAction(t, hunter, battle.id, "skill", { reps: 5 });
  expect((cast.json() as SkillReply).battle.buff).toBe("berserk");
  restFor(t, 3);
  const response = acceptLanguage
    ? await t.app.inject({
        method: "PATCH",
        url: `/api/battles/${battle.id}`,
        headers: { cookie: hunter.cookie, "accept-language": acceptLanguage },
        payload: { attack: "light", reps: 3 },
      })
    : await attack(t, hunter, battle.id);
  expect(response.statusCode).toBe(200);
  return response.json() as AttackReply;
}

describe("a hit line in the reader's language", () => {
  it("names a Korean hunter's sword attack and Berserk in Korean, and stores English", async () => {
    const { hunter, battle } = await berserker("sword");
    await asHunter(t, hunter, "PATCH", "/api/user/language", { language: "ko" });
    const reply = await doubledStrike(hunter, battle);
    const line = `베기(으)로 ${contentText(battle.monsterName, "ko")}에게 ${reply.damage}의 피해 (광폭화 x2).`;
    expect(reply.message).toBe(line);
    expect(reply.battle.log.at(-1)?.text).toBe(line);
    expect(reply.battle.attacks.map((a) => a.name)).toEqual(["Slash", "Cleave", "Blade Dance"]);
    const stored = await t.db.execute(sql`SELECT log FROM battles WHERE id = ${battle.id}`);
    expect((stored.rows[0] as { log: { text: string }[] }).log.at(-1)?.text).toBe(
      `Slash hits ${battle.monsterName} for ${reply.damage} damage (Berserk x2).`,
    );
  });

  it("names a Spanish reader's dagger attack and Berserk in Spanish", async () => {
    const { hunter, battle } = await berserker("dagger");
    const reply = await doubledStrike(hunter, battle, "es-ES,es;q=0.9");
    expect(reply.message).toBe(
      `Puñalada golpea a ${contentText(battle.monsterName, "es")} e inflige ${reply.damage} de daño (Furia x2).`,
    );
  });

  it("names the attack in the reader's language when its reps are wrong", async () => {
    const { hunter, battle } = await berserker("sword");
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/battles/${battle.id}`,
      headers: { cookie: hunter.cookie, "accept-language": "ko" },
      payload: { attack: "light", reps: 4 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("베기은(는) 4회가 아니라 3회입니다.");
  });
});
