import type { OpenChestReply } from "@repgate/contracts/equipment";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { buy } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { chestLine } from "./chest-line.ts";

// What a chest held is a list: said in the reader's language, each item's name translated,
// the gold in the language's words and the list joined the way the language joins lists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Opens a Worn Treasure Chest whose dice give 20 gold and two Minor Healing Potions. */
async function openWornChest(hunter: Hunter, acceptLanguage?: string) {
  const chest = await buy(t, hunter, "worn-treasure-chest");
  t.random.next(0, 0.5);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/inventory/open-chest",
    headers: {
      cookie: hunter.cookie,
      ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
    },
    payload: { itemId: chest.id },
  });
  t.random.reset();
  expect(response.statusCode).toBe(200);
  expect(response.headers.vary).toMatch(/Accept-Language/);
  return response.json() as OpenChestReply;
}

describe("a chest's line in the reader's language", () => {
  it("reads in Korean for a hunter who picked it, and in Spanish for a Spanish browser", async () => {
    const korean = await signUpPlayer(t);
    await asHunter(t, korean, "PATCH", "/api/user/language", { language: "ko" });
    expect((await openWornChest(korean)).message).toBe(
      "낡은 보물상자을(를) 열어 20 골드 및 2 × 하급 회복 포션을(를) 얻었습니다.",
    );

    const spanish = await signUpPlayer(t);
    const reply = await openWornChest(spanish, "es-ES,es;q=0.9");
    expect(reply.message).toBe(
      "Abriste Cofre del tesoro gastado y encontraste 20 de oro y 2 × Poción de curación menor.",
    );
    // The loot itself is the same records, whatever the language.
    expect(reply).toMatchObject({ gold: 20, loot: [{ name: "Minor Healing Potion" }] });
  });

  it("joins a longer list in each language, and keeps English as the spec words it", () => {
    const finds = {
      item: "Worn Treasure Chest",
      gold: 35,
      found: [
        { name: "Minor Healing Potion", quantity: 2 },
        { name: "Cloth Helm", quantity: 1 },
      ],
    };
    expect(chestLine(finds, "en")).toBe(
      "You opened Worn Treasure Chest and found 35 gold, 2 × Minor Healing Potion, Cloth Helm.",
    );
    expect(chestLine(finds, "pt-BR")).toMatch(/35 de ouro, 2 × .+ e Elmo de tecido\.$/);
    expect(chestLine(finds, "ja")).toMatch(/35ゴールド、2 × .+、.+/);
  });
});
