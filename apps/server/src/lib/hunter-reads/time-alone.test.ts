import type { Battle } from "@repgate/contracts/battles";
import type { Quest } from "@repgate/contracts/quests";
import type { User } from "@repgate/contracts/user";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PRESENCE_WRITE_MS } from "../../modules/auth/service.ts";
import { enterCombat } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
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

async function readAs<T>(hunter: Hunter, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: { cookie: hunter.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("a kept active battle", () => {
  it("shows its timers as they run and is gone at the time limit, though nothing was written", async () => {
    t.clock.set(new Date());
    const hunter = await signUpPlayer(t);
    const { battle } = await enterCombat(t, hunter);
    const first = await readAs<Battle>(hunter, "/api/battles/active");
    expect(first.id).toBe(battle.id);
    t.clock.advance(10_000);
    const later = await readAs<Battle>(hunter, "/api/battles/active");
    expect(later.secondsLeft).toBe(first.secondsLeft - 10);
    expect(later.duration).toBe(first.duration + 10);
    t.clock.advance(first.secondsLeft * 1000);
    expect(await readAs<Battle | null>(hunter, "/api/battles/active")).toBeNull();
  });
});

describe("a kept account", () => {
  it("shows presence written with no event within a minute, as often as presence is written", async () => {
    t.clock.set(new Date());
    const hunter = await signUpPlayer(t);
    const before = await readAs<User>(hunter, "/api/auth/user");
    // What a socket's heartbeat writes (markPresent): no domain event announces it.
    const present = new Date(t.clock.nowMs() + 1_000);
    await t.db.execute(
      sql`UPDATE users SET last_active_at = ${present.toISOString()} WHERE id = ${hunter.user.id}`,
    );
    expect((await readAs<User>(hunter, "/api/auth/user")).lastActiveAt).toBe(before.lastActiveAt);
    t.clock.advance(PRESENCE_WRITE_MS);
    expect((await readAs<User>(hunter, "/api/auth/user")).lastActiveAt).toBe(present.toISOString());
  });
});
