import type { Quest, TaskUpdateReply } from "@repgate/contracts/quests";
import { MIN_SECONDS_PER_REP } from "@repgate/game/rules/cheat-rule";
import { nextLocalMidnight } from "@repgate/game/rules/local-time";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/notifications.ts";
import { quests } from "../../db/schema/quests.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import {
  generateCustom,
  readDaily,
  setUser,
  storedUser,
  tick,
  tickAll,
  tickAllButLast,
} from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { presentQuest } from "./present.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date()));

/** Strength (easy): 20 push-ups and 30 squats, so the cheat rule asks for 50 s. */
const EASY_STRENGTH_SECONDS = 50 * MIN_SECONDS_PER_REP;

async function customQuest(hunter: Hunter): Promise<Quest> {
  const response = await generateCustom(t, hunter);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json();
}

describe("PATCH /api/quests/{id}/tasks", () => {
  it("ticks and unticks a task", async () => {
    const hunter = await signUpPlayer(t);
    const quest = await customQuest(hunter);
    const on = await tick(t, hunter, quest.id, { sectionIndex: 0, taskIndex: 1, completed: true });
    expect(on.statusCode).toBe(200);
    const reply: TaskUpdateReply = on.json();
    expect(reply.quest.requirements.sections[0]?.tasks[1]?.completed).toBe(true);
    expect(reply).toMatchObject({ isCompleted: false, rewards: null, cheatingDetected: false });
    const off = await tick(t, hunter, quest.id, {
      sectionIndex: 0,
      taskIndex: 1,
      completed: false,
    });
    expect(off.json().quest.requirements.sections[0].tasks[1].completed).toBe(false);
  });

  it("settles exactly once when the last tick arrives 8 times at once", async () => {
    const hunter = await signUpPlayer(t);
    await setUser(t, hunter, { gold: 40 });
    const quest = await customQuest(hunter);
    const last = await tickAllButLast(t, hunter, quest);
    t.clock.advance(3_600_000);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => tick(t, hunter, quest.id, { ...last, completed: true })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const paying = replies.map((r) => r.json() as TaskUpdateReply).filter((r) => r.rewards);
    expect(paying).toHaveLength(1);
    expect(paying[0]?.rewards).toEqual({ xp: 100, gold: 25, stats: { strength: 1 } });
    // The paying reply tells what the first quest unlocked, for the web's System windows.
    expect(paying[0]).toMatchObject({
      previousLevel: 1,
      newLevel: 1,
      unlocks: {
        achievements: [
          { id: "first_quest", name: "First Quest", description: "Complete your first quest." },
        ],
        titles: [],
      },
    });
    expect(replies.every((r) => r.json().isCompleted)).toBe(true);

    const row = await storedUser(t, hunter);
    expect(row).toMatchObject({ gold: 65, questsCompleted: 1, currentXP: 100, strength: 11 });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, hunter.user.id), eq(notifications.type, "quest_complete")),
      );
    expect(notes).toHaveLength(1);

    const complete = await t.app.inject({
      method: "POST",
      url: `/api/quests/${quest.id}/complete`,
      headers: { cookie: hunter.cookie },
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({ isCompleted: true, rewards: null });
    expect((await storedUser(t, hunter)).gold).toBe(65);
  });

  it("locks completed and expired quests (409)", async () => {
    const hunter = await signUpPlayer(t);
    const done = await customQuest(hunter);
    t.clock.advance(600_000);
    await tickAll(t, hunter, done);
    const untick = await tick(t, hunter, done.id, {
      sectionIndex: 0,
      taskIndex: 0,
      completed: false,
    });
    expect(untick.statusCode).toBe(409);
    expect(untick.json().message).toBe("This quest is completed and locked.");

    const expiring = await customQuest(hunter);
    t.clock.advance(5 * 3_600_000);
    const late = await tick(t, hunter, expiring.id, {
      sectionIndex: 0,
      taskIndex: 0,
      completed: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This quest has expired and is locked.");
  });

  it("answers 404 for another hunter's quest and an unknown one, 400 for a malformed id", async () => {
    const owner = await signUpPlayer(t);
    const intruder = await signUpPlayer(t);
    const quest = await customQuest(owner);
    const body = { sectionIndex: 0, taskIndex: 0, completed: true };
    const foreign = await tick(t, intruder, quest.id, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("That quest does not exist.");
    const complete = await t.app.inject({
      method: "POST",
      url: `/api/quests/${quest.id}/complete`,
      headers: { cookie: intruder.cookie },
    });
    expect(complete.statusCode).toBe(404);
    expect((await tick(t, owner, "00000000-0000-4000-8000-000000000000", body)).statusCode).toBe(
      404,
    );
    const malformed = await tick(t, owner, "not-a-uuid", body);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("That quest id is not valid.");
    const [row] = await t.db.select().from(quests).where(eq(quests.id, quest.id));
    expect(row?.requirements.sections[0]?.tasks[0]?.completed).toBe(false);
  });

  it.each([
    [
      { sectionIndex: 3, taskIndex: 0, completed: true },
      "sectionIndex 3 is out of range: this quest has 1 sections.",
    ],
    [
      { sectionIndex: 0, taskIndex: 2, completed: true },
      "taskIndex 2 is out of range: Strength Training has 2 tasks.",
    ],
    [{ sectionIndex: -1, taskIndex: 0, completed: true }, "sectionIndex must be 0 or more."],
    [{ sectionIndex: 0, taskIndex: 0.5, completed: true }, "taskIndex must be a whole number."],
    [{ sectionIndex: 0, taskIndex: 0, completed: "yes" }, "completed must be true or false."],
    [{ sectionIndex: "0", taskIndex: 0, completed: true }, "sectionIndex must be a whole number."],
  ])("refuses %j with 400 and changes nothing", async (payload, message) => {
    const hunter = await signUpPlayer(t);
    const quest = await customQuest(hunter);
    const response = await tick(t, hunter, quest.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await t.db.select().from(quests).where(eq(quests.id, quest.id));
    // As replies show it (a reps task's progress from sets is added on the way out).
    expect(row && presentQuest(row).requirements).toEqual(quest.requirements);
  });

  it("POST complete refuses a quest with tasks left (409)", async () => {
    const hunter = await signUpPlayer(t);
    const quest = await customQuest(hunter);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/quests/${quest.id}/complete`,
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Finish every task before completing this quest.");
  });
});

describe("the cheat rule", () => {
  it("punishes a completion 1 ms before the honest minimum", async () => {
    const hunter = await signUpPlayer(t);
    await setUser(t, hunter, { currentXP: 700, gold: 800 });
    const quest = await customQuest(hunter);
    const last = await tickAllButLast(t, hunter, quest);
    t.clock.advance(EASY_STRENGTH_SECONDS * 1000 - 1);
    const response = await tick(t, hunter, quest.id, { ...last, completed: true });
    const reply: TaskUpdateReply = response.json();
    expect(reply).toMatchObject({ isCompleted: true, rewards: null, cheatingDetected: true });
    expect(reply.cheatingReason).toBe("Completed in 49 s; this work takes at least 50 s.");
    expect(reply.quest.cheatingDetected).toBe(true);
    const row = await storedUser(t, hunter);
    expect(row).toMatchObject({ currentXP: 200, gold: 300, strength: 9, questsCompleted: 0 });
  });

  it("pays a completion at exactly the honest minimum", async () => {
    const hunter = await signUpPlayer(t);
    const quest = await customQuest(hunter);
    const last = await tickAllButLast(t, hunter, quest);
    t.clock.advance(EASY_STRENGTH_SECONDS * 1000);
    const reply: TaskUpdateReply = (
      await tick(t, hunter, quest.id, { ...last, completed: true })
    ).json();
    expect(reply).toMatchObject({ cheatingDetected: false, cheatingReason: null });
    expect(reply.rewards?.xp).toBe(100);
  });

  it("always catches a whole daily ticked at once, counted from its issue 20 s after midnight", async () => {
    const hunter = await signUpPlayer(t);
    t.clock.set(new Date(nextLocalMidnight(new Date(), "UTC").getTime() + 20_000));
    const { quest } = await readDaily(t, hunter);
    if (!quest) throw new Error("no daily");
    const reply = await tickAll(t, hunter, quest);
    expect(reply.cheatingDetected).toBe(true);
    expect(reply.cheatingReason).toBe("Completed in 0 s; this work takes at least 360 s.");
  });
});
