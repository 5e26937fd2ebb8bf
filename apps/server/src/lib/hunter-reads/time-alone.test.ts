import type { Quest } from "@repgate/contracts/quests";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpPlayer } from "../../test/factories.ts";
import { generateCustom, readDaily } from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A kept answer (decision 044) ends when time alone changes it, with no event and no job run.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe("a kept quest list", () => {
  it("drops a custom quest at its expiry to the second, though its job has not run", async () => {
    const today = new Date();
    t.clock.set(
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 6)),
    );
    const hunter = await signUpPlayer(t);
    await readDaily(t, hunter);
    const created = await generateCustom(t, hunter, { statType: "strength", difficulty: "easy" });
    expect(created.statusCode).toBe(201);
    const quest: Quest = created.json();
    const listed = async () => {
      const list = await t.app.inject({ url: "/api/quests", headers: { cookie: hunter.cookie } });
      expect(list.statusCode).toBe(200);
      return list.json().map((q: Quest) => q.id);
    };

    t.clock.set(new Date(Date.parse(quest.expiresAt ?? "") - 1_000));
    expect(await listed()).toContain(quest.id);
    expect(await listed()).toContain(quest.id);
    t.clock.advance(1_000);
    expect(await listed()).not.toContain(quest.id);
  });
});
