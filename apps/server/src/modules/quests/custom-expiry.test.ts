import type { Quest } from "@repgate/contracts/quests";
import { beforeAll, describe, expect, it } from "vitest";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { generateCustom, readDaily, tick, tickAll } from "../../test/quest-helpers.ts";
import { queuedJob, runDueJobs } from "../../test/queued-jobs.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { expireCustomQuest } from "./custom-expiry.ts";

let t: TestApp;
let base = "";
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  events = await listenForEvents(t.pool);
});

const FIVE_HOURS = 5 * 3_600_000;

/**
 * A hunter (in UTC) with today begun and a fresh easy strength quest, generated at 06:00: its
 * 5 hours end before anything else of the day falls due (the reminder, the midnight).
 */
async function hunterWithCustomQuest(): Promise<{ hunter: Hunter; quest: Quest }> {
  const today = new Date();
  t.clock.set(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 6)),
  );
  const hunter = await signUpPlayer(t);
  await readDaily(t, hunter);
  const created = await generateCustom(t, hunter, { statType: "strength", difficulty: "easy" });
  expect(created.statusCode).toBe(201);
  return { hunter, quest: created.json() };
}

async function activeIds(hunter: Hunter): Promise<string[]> {
  const list = await t.app.inject({ url: "/api/quests", headers: { cookie: hunter.cookie } });
  return list.json().map((q: Quest) => q.id);
}

async function socketOf(hunter: Hunter): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: hunter.cookie, origin: base });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

describe("a custom quest's 5 hours", () => {
  it("are queued as a job when the quest is generated", async () => {
    const { quest } = await hunterWithCustomQuest();
    expect(await queuedJob(t.pool, `custom-quest:${quest.id}`)).toEqual({
      task: "expireCustomQuest",
      runAt: new Date(Date.parse(quest.createdAt) + FIVE_HOURS),
    });
  });

  it("end by the job: the open app hears it with no request made, and the quest is locked", async () => {
    const { hunter, quest } = await hunterWithCustomQuest();
    const socket = await socketOf(hunter);
    t.clock.set(new Date(quest.expiresAt ?? ""));
    expect(await runDueJobs(t)).toBeGreaterThan(0);

    await socket.next((m) => m.type === "questsChanged" && m.userId === hunter.user.id);
    socket.close();
    expect(await activeIds(hunter)).not.toContain(quest.id);
    expect(await queuedJob(t.pool, `custom-quest:${quest.id}`)).toBeNull();
    const late = await tick(t, hunter, quest.id, {
      sectionIndex: 0,
      taskIndex: 0,
      completed: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This quest has expired and is locked.");
  });

  it("pay and take nothing: the energy was its price, gold and XP stay", async () => {
    const { hunter, quest } = await hunterWithCustomQuest();
    const before = await t.pool.query(
      "SELECT gold, current_xp, current_energy, strength FROM users WHERE id = $1",
      [hunter.user.id],
    );
    await events.take();
    await expireCustomQuest(t.db, { questId: quest.id, now: new Date(quest.expiresAt ?? "") });
    expect(await events.take()).toEqual([{ type: "questsChanged", userId: hunter.user.id }]);
    const after = await t.pool.query(
      "SELECT gold, current_xp, current_energy, strength FROM users WHERE id = $1",
      [hunter.user.id],
    );
    expect(after.rows).toEqual(before.rows);
  });

  it("leave a quest finished in time alone: nothing announced", async () => {
    const { hunter, quest } = await hunterWithCustomQuest();
    // Honest: the easy strength quest takes at least 50 s.
    t.clock.advance(60_000);
    expect((await tickAll(t, hunter, quest)).isCompleted).toBe(true);
    await events.take();
    await expireCustomQuest(t.db, { questId: quest.id, now: new Date(quest.expiresAt ?? "") });
    expect(await events.take()).toEqual([]);
  });

  it("come back at the expiry itself when the instance's clock is early, announcing nothing yet", async () => {
    const { quest } = await hunterWithCustomQuest();
    const expiresAt = new Date(quest.expiresAt ?? "");
    await events.take();
    await expireCustomQuest(t.db, { questId: quest.id, now: new Date(expiresAt.getTime() - 1) });
    expect(await events.take()).toEqual([]);
    expect(await queuedJob(t.pool, `custom-quest:${quest.id}`)).toEqual({
      task: "expireCustomQuest",
      runAt: expiresAt,
    });
  });
});
