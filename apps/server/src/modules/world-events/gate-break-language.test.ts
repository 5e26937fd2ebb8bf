import type { Battle } from "@repgate/contracts/battles";
import type { CurrentWorldEvent } from "@repgate/contracts/world-events";
import { contentText } from "@repgate/game/content/translations/content-text";
import { worldBossOf } from "@repgate/game/rules/world-boss";
import { beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/translate.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { openGateBreak } from "../../test/gate-break-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A Gate Break's name is stored in English and said in each reader's language where it leaves
// the server: the current-event read (its System windows and card) and the battle log's lines.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BOSS = worldBossOf("E").name;

function call(hunter: Hunter, method: "GET" | "POST", url: string, acceptLanguage?: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      cookie: hunter.cookie,
      ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
    },
  });
}

describe("a Gate Break's name in the reader's language", () => {
  it("reads in Korean and Japanese in the current event and the fight's log, English as stored", async () => {
    const event = await openGateBreak(t);
    // Stored in English, as data.
    expect(event.name).toBe(`Gate Break: ${BOSS}`);
    const hunter = await signUpPlayer(t);

    const english = await call(hunter, "GET", "/api/world-events/current");
    expect(english.headers.vary).toMatch(/Accept-Language/);
    expect((english.json() as CurrentWorldEvent).event).toMatchObject({
      id: event.id,
      name: `Gate Break: ${BOSS}`,
      bossName: BOSS,
    });
    const korean = await call(hunter, "GET", "/api/world-events/current", "ko-KR,ko;q=0.9");
    const koName = `게이트 브레이크: ${contentText(BOSS, "ko")}`;
    expect(contentText(BOSS, "ko")).not.toBe(BOSS);
    // The name is said in Korean; the boss's table name stays the key the web app translates.
    expect((korean.json() as CurrentWorldEvent).event).toMatchObject({
      name: koName,
      bossName: BOSS,
    });
    const japanese = await call(hunter, "GET", "/api/world-events/current", "ja");
    expect((japanese.json() as CurrentWorldEvent).event?.name).toBe(
      `ゲートブレイク：${contentText(BOSS, "ja")}`,
    );

    // The fight's first line names the event in the reader's language too.
    expect((await call(hunter, "POST", `/api/world-events/${event.id}/join`)).statusCode).toBe(201);
    const battle: Battle = (await call(hunter, "GET", "/api/battles/active", "ko")).json();
    expect(battle.log[0]?.text).toBe(
      `${koName}에 참가했습니다. ${contentText(BOSS, "ko")}이(가) 도시 위로 우뚝 솟아 있습니다!`,
    );
    const inEnglish: Battle = (await call(hunter, "GET", "/api/battles/active")).json();
    expect(inEnglish.log[0]?.text).toBe(
      `You joined Gate Break: ${BOSS}. ${BOSS} towers over the city!`,
    );
  });

  it("says the stored name in the lines that close the fight", () => {
    expect(translate(`Gate Break: ${BOSS} is over. The boss still stands.`, "es")).toBe(
      `Ruptura de Portal: ${contentText(BOSS, "es")} ha terminado. El jefe sigue en pie.`,
    );
    expect(
      translate(
        `Gate Break: ${BOSS}: the boss has fallen. Rewards go to every hunter who dealt damage.`,
        "pt-BR",
      ),
    ).toBe(
      `Ruptura de Portal: ${contentText(BOSS, "pt-BR")}: o chefe caiu. Todo caçador que causou dano recebe recompensa.`,
    );
  });
});
