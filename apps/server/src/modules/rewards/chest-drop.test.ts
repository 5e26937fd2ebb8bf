import type { DungeonRewards } from "@repgate/game/content/dungeons";
import { CHEST_DROP_SHARE, chestForDungeonRank } from "@repgate/game/content/item-catalog";
import { dropTable } from "@repgate/game/content/items";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { findUserById } from "../users/repo.ts";
import { payHunter, rollDungeonDrop } from "./pay.ts";

const ALWAYS_DROPS: DungeonRewards = { type: "potion", xp: 0, gold: 0, itemDropChance: 1 };
const dice =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0.999;

describe("rollDungeonDrop", () => {
  it("turns a share of drops into the rank's treasure chest", () => {
    const chest = rollDungeonDrop(ALWAYS_DROPS, "C", dice(0, 0, CHEST_DROP_SHARE - 0.01));
    expect(chest).toEqual(chestForDungeonRank("C"));
    expect(chest && "id" in chest ? chest.subType : null).toBe("treasure");
  });

  it("keeps the table's item otherwise", () => {
    const item = rollDungeonDrop(ALWAYS_DROPS, "E", dice(0, 0, CHEST_DROP_SHARE));
    expect(item).toEqual(dropTable("potion", "E")[0]);
  });

  it("drops nothing when the chance roll fails", () => {
    const none = rollDungeonDrop({ ...ALWAYS_DROPS, itemDropChance: 0.5 }, "E", dice(0.5, 0, 0));
    expect(none).toBeNull();
  });
});

describe("a dropped chest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("lands in the inventory and can be opened for loot", async () => {
    const hunter = await signUpOnboarded(t.app);
    const chest = chestForDungeonRank("E");
    await inTransaction(t.db, async (tx, emit) => {
      const user = await findUserById(tx, hunter.user.id);
      if (!user) throw new Error("no hunter");
      await payHunter(tx, emit, user, {
        xp: 0,
        gold: 0,
        magicalBeastsKilled: 0,
        dungeonsCleared: 1,
        item: chest,
        reason: "dungeon_reward",
        reference: "test",
        now: new Date(),
      });
    });
    const headers = { cookie: hunter.cookie };
    const items = (await t.app.inject({ url: "/api/inventory", headers })).json() as {
      id: string;
      name: string;
      type: string;
      subType: string | null;
    }[];
    const dropped = items.find((item) => item.name === chest.name);
    expect(dropped).toMatchObject({ type: "chest", subType: "treasure" });

    const opened = await t.app.inject({
      method: "POST",
      url: "/api/inventory/open-chest",
      headers,
      payload: { itemId: dropped?.id },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toContain(`You opened ${chest.name}`);
  });
});
