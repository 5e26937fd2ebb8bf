import type { DailyQuestReply, Quest, TaskUpdateReply } from "@repgate/contracts/quests";
import type { User } from "@repgate/contracts/user";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { type UserRow, users } from "../db/schema/users.ts";
import type { Hunter } from "./factories.ts";
import { runHunterDayJob } from "./queued-jobs.ts";
import type { TestApp } from "./test-app.ts";
import { setBalance } from "./wallet-helpers.ts";

/**
 * The daily as the hunter's app reads it, after the queue ran the hunter's day job if it fell
 * due (their first day, queued when onboarding finished, or a midnight): a read itself writes
 * nothing, so this is what a hunter sees with the queue running.
 */
export async function readDaily(t: TestApp, hunter: Hunter): Promise<DailyQuestReply> {
  await runHunterDayJob(t, hunter.user.id);
  const response = await t.app.inject({
    method: "GET",
    url: "/api/quests/daily",
    headers: { cookie: hunter.cookie },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}

export function tick(
  t: TestApp,
  hunter: Hunter,
  questId: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "PATCH",
    url: `/api/quests/${questId}/tasks`,
    headers: { cookie: hunter.cookie },
    payload: payload as Record<string, unknown>,
  });
}

/** Every task's (section, task) index, in order. */
function taskIndexes(quest: Quest): { sectionIndex: number; taskIndex: number }[] {
  return quest.requirements.sections.flatMap((section, sectionIndex) =>
    section.tasks.map((_task, taskIndex) => ({ sectionIndex, taskIndex })),
  );
}

/** Ticks every task but the last; returns the last one's indexes. */
export async function tickAllButLast(t: TestApp, hunter: Hunter, quest: Quest) {
  const all = taskIndexes(quest);
  for (const index of all.slice(0, -1)) {
    const response = await tick(t, hunter, quest.id, { ...index, completed: true });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  return all[all.length - 1] as { sectionIndex: number; taskIndex: number };
}

export async function tickAll(t: TestApp, hunter: Hunter, quest: Quest): Promise<TaskUpdateReply> {
  const last = await tickAllButLast(t, hunter, quest);
  const response = await tick(t, hunter, quest.id, { ...last, completed: true });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}

export async function generateCustom(
  t: TestApp,
  hunter: Hunter,
  payload: unknown = { statType: "strength", difficulty: "easy" },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: "/api/quests/custom",
    headers: { cookie: hunter.cookie },
    payload: payload as Record<string, unknown>,
  });
}

export async function setTimezone(t: TestApp, hunter: Hunter, timezone: string): Promise<void> {
  const response = await t.app.inject({
    method: "PATCH",
    url: "/api/user/timezone",
    headers: { cookie: hunter.cookie },
    payload: { timezone },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

export async function storedUser(t: TestApp, hunter: Hunter | User): Promise<UserRow> {
  const id = "user" in hunter ? hunter.user.id : hunter.id;
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("no such hunter");
  return row;
}

/**
 * Sets columns of the hunter directly; gold and energy go through the wallet (reason "grant")
 * so that the ledger still explains them.
 */
export async function setUser(
  t: TestApp,
  hunter: Hunter,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  const { gold, currentEnergy, ...rest } = values;
  if (Object.keys(rest).length > 0) {
    await t.db.update(users).set(rest).where(eq(users.id, hunter.user.id));
  }
  if (gold !== undefined) await setBalance(t.db, hunter.user.id, "gold", gold);
  if (currentEnergy !== undefined) {
    await setBalance(t.db, hunter.user.id, "energy", currentEnergy);
  }
}
