import type { Quest } from "@repgate/contracts/quests";
import type { TrainingRecords, TrainingSetReply } from "@repgate/contracts/training";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Hunter, PASSWORD, sessionCookieOf, signUpPlayer } from "../../test/factories.ts";
import { generateCustom, readDaily, setUser, storedUser, tick } from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date()));

const PUSH_UPS = { sectionIndex: 0, taskIndex: 0 };

function postSet(
  hunter: Hunter,
  questId: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: `/api/quests/${questId}/sets`,
    headers: { cookie: hunter.cookie },
    payload: { ...PUSH_UPS, countedBy: "camera", ...payload },
  });
}

async function daily(hunter: Hunter): Promise<Quest> {
  const { quest } = await readDaily(t, hunter);
  if (!quest) throw new Error("no daily");
  return quest;
}

async function questsOf(cookie: string): Promise<Quest[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/quests", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function secondSession(hunter: Hunter): Promise<string> {
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: hunter.email, password: PASSWORD },
  });
  return sessionCookieOf(login);
}

describe("POST /api/quests/{id}/sets", () => {
  it("fills a counted task set by set, shows its progress on another device, and ticks it at its count", async () => {
    const hunter = await signUpPlayer(t);
    const quest = await daily(hunter);
    const pushUps = quest.requirements.sections[0]?.tasks[0];
    expect(pushUps).toMatchObject({ name: "Push-ups", target: 20, progress: 0, completed: false });
    // A run has no count of reps: it carries no progress.
    expect(quest.requirements.sections[1]?.tasks[0]).not.toHaveProperty("progress");

    t.clock.advance(60_000);
    const first = await postSet(hunter, quest.id, {
      exercise: "pushups",
      reps: 12,
      durationMs: 24_000,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ progress: 12, target: 20, taskCompleted: false });

    const phone = await secondSession(hunter);
    const seen = (await questsOf(phone)).find((q) => q.id === quest.id);
    expect(seen?.requirements.sections[0]?.tasks[0]).toMatchObject({
      progress: 12,
      completed: false,
      counted: false,
    });

    t.clock.advance(60_000);
    const second = await postSet(hunter, quest.id, {
      reps: 10,
      durationMs: 20_000,
      countedBy: "motion",
    });
    const reply: TrainingSetReply = second.json();
    expect(second.statusCode).toBe(200);
    // 22 reps were done; the task asks 20, and its progress stops there.
    expect(reply).toMatchObject({
      progress: 20,
      target: 20,
      taskCompleted: true,
      isCompleted: false,
    });
    expect(reply.quest.requirements.sections[0]?.tasks[0]).toMatchObject({
      completed: true,
      counted: true,
      progress: 20,
    });
    const again = (await questsOf(phone)).find((q) => q.id === quest.id);
    expect(again?.requirements.sections[0]?.tasks[0]).toMatchObject({
      completed: true,
      counted: true,
    });
    // The other tasks are untouched.
    expect(again?.requirements.sections[0]?.tasks[1]).toMatchObject({
      completed: false,
      progress: 0,
    });
  });

  it("says a task ticked by hand is not counted", async () => {
    const hunter = await signUpPlayer(t);
    const quest = await daily(hunter);
    const ticked = await tick(t, hunter, quest.id, { ...PUSH_UPS, completed: true });
    expect(ticked.json().quest.requirements.sections[0].tasks[0]).toMatchObject({
      completed: true,
      counted: false,
    });
  });

  it("refuses reps faster than a body can do them, by the set's clock and by the server's", async () => {
    const hunter = await signUpPlayer(t);
    const quest = await daily(hunter);
    t.clock.advance(60_000);
    const quick = await postSet(hunter, quest.id, { reps: 20, durationMs: 4_000 });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().message).toBe("Too fast: 20 reps take at least 5 s; this set says 4 s.");

    expect((await postSet(hunter, quest.id, { reps: 5, durationMs: 10_000 })).statusCode).toBe(200);
    t.clock.advance(1_000);
    const soon = await postSet(hunter, quest.id, { reps: 10, durationMs: 10_000 });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(
      "Too fast: 10 reps take at least 2.5 s; only 1 s passed since your last set.",
    );
    const shown = (await questsOf(hunter.cookie)).find((q) => q.id === quest.id);
    expect(shown?.requirements.sections[0]?.tasks[0]?.progress).toBe(5);
  });

  it("refuses a set for another hunter's quest, a task with no count and a different exercise", async () => {
    const owner = await signUpPlayer(t);
    const stranger = await signUpPlayer(t);
    const quest = await daily(owner);
    await daily(stranger);
    t.clock.advance(60_000);
    const foreign = await postSet(stranger, quest.id, { reps: 5, durationMs: 10_000 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("That quest does not exist.");

    const run = await postSet(owner, quest.id, {
      sectionIndex: 1,
      taskIndex: 0,
      reps: 5,
      durationMs: 10_000,
    });
    expect(run.statusCode).toBe(400);
    expect(run.json().message).toBe("Run has no count of reps to do in sets: tick it by hand.");

    const wrong = await postSet(owner, quest.id, {
      exercise: "squats",
      reps: 5,
      durationMs: 10_000,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("This task counts pushups, not squats.");

    const bad = await postSet(owner, quest.id, { reps: 0, durationMs: 10_000, countedBy: "dice" });
    expect(bad.statusCode).toBe(400);
  });

  it("counts one of 8 identical sets fired at once: the others came too soon after it", async () => {
    const hunter = await signUpPlayer(t);
    const quest = await daily(hunter);
    t.clock.advance(60_000);
    const set = { reps: 5, durationMs: 10_000 };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => postSet(hunter, quest.id, set)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([
      200, 429, 429, 429, 429, 429, 429, 429,
    ]);
    const shown = (await questsOf(hunter.cookie)).find((q) => q.id === quest.id);
    expect(shown?.requirements.sections[0]?.tasks[0]?.progress).toBe(5);
  });

  it("pays the quest that 8 identical finishing sets fired at once complete, once", async () => {
    const hunter = await signUpPlayer(t);
    await setUser(t, hunter, { gold: 40 });
    const created = await generateCustom(t, hunter);
    const quest: Quest = created.json();
    const tasks = quest.requirements.sections[0]?.tasks ?? [];
    expect(tasks.map((task) => [task.name, task.target])).toEqual([
      ["Push-ups", 20],
      ["Squats", 30],
    ]);
    await tick(t, hunter, quest.id, { ...PUSH_UPS, completed: true });
    t.clock.advance(3_600_000);

    const squats = { sectionIndex: 0, taskIndex: 1, reps: 30, durationMs: 60_000 };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => postSet(hunter, quest.id, squats)),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    // The first finished the quest; the rest find it completed and locked.
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const paid = replies
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json() as TrainingSetReply);
    expect(paid[0]).toMatchObject({ progress: 30, isCompleted: true, rewards: { gold: 25 } });
    expect(await storedUser(t, hunter)).toMatchObject({ gold: 65, questsCompleted: 1 });

    const late = await postSet(hunter, quest.id, squats);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This quest is completed and locked.");
  });
});

describe("GET /api/training/records", () => {
  async function records(hunter: Hunter): Promise<TrainingRecords> {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/training/records",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("keeps per exercise the total, the best set and the best local day, and says when a set beats them", async () => {
    const hunter = await signUpPlayer(t);
    expect(await records(hunter)).toEqual({ exercises: [] });
    const today = await daily(hunter);
    t.clock.advance(60_000);
    const first = await postSet(hunter, today.id, { reps: 12, durationMs: 30_000 });
    // A first set has no record to beat.
    expect(first.json().newRecords).toEqual([]);
    t.clock.advance(60_000);
    await postSet(hunter, today.id, { reps: 6, durationMs: 30_000 });

    t.clock.advance(24 * 3_600_000);
    const tomorrow = await daily(hunter);
    expect(tomorrow.id).not.toBe(today.id);
    const big = await postSet(hunter, tomorrow.id, { reps: 15, durationMs: 30_000 });
    expect(big.json().newRecords).toEqual([
      { kind: "bestSet", exercise: "pushups", name: "Push-ups", reps: 15, previous: 12 },
    ]);
    t.clock.advance(60_000);
    const more = await postSet(hunter, tomorrow.id, { reps: 4, durationMs: 30_000 });
    expect(more.json().newRecords).toEqual([
      { kind: "bestDay", exercise: "pushups", name: "Push-ups", reps: 19, previous: 18 },
    ]);

    const { exercises } = await records(hunter);
    expect(exercises).toHaveLength(1);
    const pushUps = exercises[0];
    expect(pushUps).toMatchObject({ exercise: "pushups", name: "Push-ups", total: 37 });
    expect(pushUps?.bestSet?.reps).toBe(15);
    expect(pushUps?.bestDay?.reps).toBe(19);
    expect(pushUps?.days.map((d) => d.reps)).toEqual([18, 19]);
    expect(pushUps?.bestDay?.date).toBe(pushUps?.days[1]?.date);
  });
});
