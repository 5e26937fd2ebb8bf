import type { Quest, TaskUpdateReply } from "@repgate/contracts/quests";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { generateCustom, readDaily, tick, tickAllButLast } from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date()));

function setLanguage(hunter: Hunter, language: string) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/user/language",
    headers: { cookie: hunter.cookie },
    payload: { language },
  });
}

async function notifications(hunter: Hunter, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/notifications",
    headers: { cookie: hunter.cookie, ...headers },
  });
  return response.json() as { type: string; message: string }[];
}

describe("a server message that names a quest, in the reader's language", () => {
  it("names the completed quest in the hunter's language, and in English for an English reader", async () => {
    const hunter = await signUpPlayer(t);
    const created = await generateCustom(t, hunter, { statType: "agility", difficulty: "easy" });
    const quest: Quest = created.json();
    expect(quest.name).toBe("Agility Training (Easy)");
    const last = await tickAllButLast(t, hunter, quest);
    // Past the cheat rule's least time for the quest's reps.
    t.clock.advance(3_600_000);
    const done = await tick(t, hunter, quest.id, { ...last, completed: true });
    const { rewards }: TaskUpdateReply = done.json();
    if (!rewards) throw new Error(done.body);

    const english = (await notifications(hunter)).find((n) => n.type === "quest_complete");
    expect(english?.message).toBe(
      `Agility Training (Easy) complete: +${rewards.xp} XP, +${rewards.gold} gold.`,
    );
    await setLanguage(hunter, "ko");
    const korean = (await notifications(hunter)).find((n) => n.type === "quest_complete");
    expect(korean?.message).toBe(
      `민첩 훈련 (쉬움) 완료: +${rewards.xp} XP, +${rewards.gold} 골드.`,
    );
    const spanish = await notifications(hunter, { "accept-language": "es" });
    // The account's language wins over the browser's.
    expect(spanish.find((n) => n.type === "quest_complete")?.message).toBe(korean?.message);
  });

  it("names the task in a refused set", async () => {
    const hunter = await signUpPlayer(t);
    const { quest } = await readDaily(t, hunter);
    if (!quest) throw new Error("no daily");
    const run = await t.app.inject({
      method: "POST",
      url: `/api/quests/${quest.id}/sets`,
      headers: { cookie: hunter.cookie, "accept-language": "es-ES,es;q=0.9" },
      payload: { sectionIndex: 1, taskIndex: 0, reps: 5, durationMs: 10_000, countedBy: "camera" },
    });
    expect(run.statusCode).toBe(400);
    expect(run.json().message).toBe(
      "Correr no tiene un número de repeticiones por series: márcala a mano.",
    );
  });
});
