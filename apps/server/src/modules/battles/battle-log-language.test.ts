import type { AttackReply, Battle, BattleLogEntry, PartyRoster } from "@repgate/contracts/battles";
import { contentText } from "@repgate/game/content/translations/content-text";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/translate.ts";
import { attack, enterCombat, restFor, spawnDungeon } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { enterTogether, formParty, partyCall } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A battle's log is stored in English and read in each reader's language (docs/i18n.md,
// "The battle log"): the hunter's own replies in the request's language; English as stored.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// The dice's fallback lands no critical hit and no counter-attack: one line per strike.
beforeEach(() => t.random.reset());

async function storedLog(battleId: string): Promise<BattleLogEntry[]> {
  const result = await t.db.execute(sql`SELECT log FROM battles WHERE id = ${battleId}`);
  return (result.rows[0] as { log: BattleLogEntry[] }).log;
}

function strike(hunter: Hunter, battleId: string, acceptLanguage?: string) {
  restFor(t, 3);
  return t.app.inject({
    method: "PATCH",
    url: `/api/battles/${battleId}`,
    headers: {
      cookie: hunter.cookie,
      ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
    },
    payload: { attack: "light", reps: 3 },
  });
}

function activeBattle(hunter: Hunter, acceptLanguage?: string) {
  return t.app.inject({
    method: "GET",
    url: "/api/battles/active",
    headers: {
      cookie: hunter.cookie,
      ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
    },
  });
}

const texts = (log: readonly BattleLogEntry[]) => log.map((line) => line.text);

describe("the battle log in the reader's language", () => {
  it("reaches a Korean hunter in Korean and an English one as stored, byte for byte", async () => {
    const korean = await signUpOnboarded(t.app);
    const english = await signUpOnboarded(t.app);
    await asHunter(t, korean, "PATCH", "/api/user/language", { language: "ko" });
    const ko = await enterCombat(t, korean);
    const en = await enterCombat(t, english);

    // The dungeon's first line, in the enter reply.
    expect(ko.battle.log[0]?.text).toMatch(/에 입장했습니다\. .+ 등장!$/);
    expect(en.battle.log[0]?.text).toBe(
      `You entered ${en.dungeon.name}. ${en.battle.monsterName} appears!`,
    );

    const koReply: AttackReply = (await strike(korean, ko.battle.id)).json();
    const enResponse = await strike(english, en.battle.id);
    const enReply: AttackReply = enResponse.json();
    expect(enResponse.headers.vary).toMatch(/Accept-Language/);

    const koStored = await storedLog(ko.battle.id);
    const enStored = await storedLog(en.battle.id);
    // Stored in English, whoever reads it.
    expect(koStored.at(-1)?.text).toBe(
      `Jab hits ${ko.battle.monsterName} for ${koReply.damage} damage.`,
    );
    // The English reader reads the stored lines as they are.
    expect(texts(enReply.battle.log)).toEqual(texts(enStored));
    expect(enReply.battle.log).toEqual(enStored);
    // The Korean reader reads every line in Korean, numbers and names kept, nothing else changed.
    expect(koReply.battle.log).toHaveLength(koStored.length);
    koReply.battle.log.forEach((line, i) => {
      const stored = koStored[i] as BattleLogEntry;
      expect(line).toEqual({ ...stored, text: translate(stored.text, "ko") });
      expect(line.text).not.toBe(stored.text);
    });
    expect(koReply.battle.log.at(-1)?.text).toBe(
      `잽(으)로 ${contentText(ko.battle.monsterName, "ko")}에게 ${koReply.damage}의 피해.`,
    );
    expect(koReply.message).toBe(koReply.battle.log.at(-1)?.text);

    // The active battle reads the same, each in its reader's language.
    const koActive: Battle = (await activeBattle(korean)).json();
    const enActiveResponse = await activeBattle(english);
    expect(enActiveResponse.headers.vary).toMatch(/Accept-Language/);
    expect(koActive.log).toEqual(koReply.battle.log);
    expect((enActiveResponse.json() as Battle).log).toEqual(enStored);
  });

  it("follows the browser's language when the hunter picked none, and keeps each read apart", async () => {
    const hunter = await signUpOnboarded(t.app);
    const { battle } = await enterCombat(t, hunter);
    const reply: AttackReply = (await strike(hunter, battle.id, "es-MX,es;q=0.9")).json();
    expect(reply.battle.log.at(-1)?.text).toBe(
      `Jab golpea a ${contentText(battle.monsterName, "es")} e inflige ${reply.damage} de daño.`,
    );
    // The active read is kept per hunter: another browser's language is another answer.
    const inJapanese: Battle = (await activeBattle(hunter, "ja")).json();
    const inEnglish: Battle = (await activeBattle(hunter)).json();
    const again: Battle = (await activeBattle(hunter, "ja")).json();
    expect(inJapanese.log.at(-1)?.text).toBe(
      `ジャブで${contentText(battle.monsterName, "ja")}に${reply.damage}のダメージ。`,
    );
    expect(inEnglish.log).toEqual(await storedLog(battle.id));
    expect(again.log).toEqual(inJapanese.log);
  });

  it("shows a teammate's blow to each member in their own language", async () => {
    const [leader, member] = await formParty(t, 2);
    await asHunter(t, member, "PATCH", "/api/user/language", { language: "ja" });
    const dungeonId = await spawnDungeon(t, "goblin-warren");
    await enterTogether(t, leader, member, dungeonId);
    const leaderBattle: Battle = (await activeBattle(leader)).json();
    const memberBattle: Battle = (await activeBattle(member)).json();
    expect(memberBattle.log[0]?.text).toMatch(/^パーティーが.+に入りました/);
    restFor(t, 3);
    const blow: AttackReply = (await attack(t, leader, leaderBattle.id)).json();
    const roster = await partyCall(t, member, "GET", `/api/battles/${memberBattle.id}/party`);
    expect(roster.headers.vary).toMatch(/Accept-Language/);
    expect((roster.json() as PartyRoster).hits.map((hit) => hit.text)).toEqual([
      `ジャブで${contentText(leaderBattle.monsterName, "ja")}に${blow.damage}のダメージ。`,
    ]);
  });
});
