import type { Quest } from "@repgate/contracts/quests";
import type { TrainingSetReply } from "@repgate/contracts/training";
import { NO_UNLOCKS } from "@repgate/contracts/unlocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeQuest } from "../../test/fixtures.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { QuestTrainingPage } from "./quest-training-page.tsx";

function questWithProgress(progress: number, completed = false): Quest {
  const quest = makeQuest();
  const [strength, ...rest] = quest.requirements.sections;
  if (!strength) throw new Error("no section");
  const [pushUps, ...others] = strength.tasks;
  if (!pushUps) throw new Error("no task");
  return {
    ...quest,
    requirements: {
      sections: [
        {
          ...strength,
          tasks: [{ ...pushUps, progress, completed, counted: completed }, ...others],
        },
        ...rest,
      ],
    },
  };
}

function replyOf(quest: Quest, progress: number, taskCompleted: boolean): TrainingSetReply {
  return {
    quest,
    isCompleted: false,
    rewards: null,
    cheatingDetected: false,
    cheatingReason: null,
    levelsGained: 0,
    previousLevel: 1,
    newLevel: 1,
    unlocks: NO_UNLOCKS,
    progress,
    target: 100,
    taskCompleted,
    newRecords: [],
  };
}

function renderTraining(
  quest: Quest,
  onSet: (body: unknown) => { status?: number; body: unknown },
) {
  const calls = mockFetch(({ method, path, body }) => {
    if (path === "/api/quests") return { body: [quest] };
    if (method === "POST" && path === `/api/quests/${quest.id}/sets`) return onSet(body);
    return undefined;
  });
  renderWithProviders(<QuestTrainingPage questId={quest.id} sectionIndex="0" taskIndex="0" />);
  return calls;
}

describe("training a quest task in counted sets", () => {
  it("shows the task's progress, counts taps into a set and sends it when the set ends", async () => {
    const sent: unknown[] = [];
    renderTraining(questWithProgress(37), (body) => {
      sent.push(body);
      return { body: replyOf(questWithProgress(40), 40, false) };
    });
    const count = await screen.findByText("37/100", {}, { timeout: 5_000 });
    expect(count.getAttribute("role")).toBe("status");
    expect(screen.getByRole("heading", { name: "Train: Push-ups" })).toBeTruthy();

    const rep = screen.getByRole("button", { name: "+1 Rep" });
    for (let i = 0; i < 3; i += 1) await userEvent.click(rep);
    expect(count.textContent).toBe("40/100");
    await userEvent.click(screen.getByRole("button", { name: "End set" }));
    await screen.findByText("This set: 0. End the set when you rest; it ticks the task at 100.");
    expect(sent).toEqual([
      { sectionIndex: 0, taskIndex: 0, reps: 3, durationMs: expect.any(Number), countedBy: "hand" },
    ]);
    expect(count.textContent).toBe("40/100");
  });

  it("sends the set by itself when the task's count is reached, and says the task is done", async () => {
    const sent: unknown[] = [];
    renderTraining(questWithProgress(98), (body) => {
      sent.push(body);
      return { body: replyOf(questWithProgress(100, true), 100, true) };
    });
    const rep = await screen.findByRole("button", { name: "+1 Rep" }, { timeout: 5_000 });
    await userEvent.click(rep);
    await userEvent.click(rep);
    expect(await screen.findByText("Push-ups done: 100/100.")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toBe("100/100");
  });

  it("shows the server's refusal of a set too fast to be real", async () => {
    renderTraining(questWithProgress(0), () => ({
      status: 429,
      body: {
        message: "Too fast: 2 reps take at least 0.5 s; only 0.1 s passed since your last set.",
      },
    }));
    const rep = await screen.findByRole("button", { name: "+1 Rep" }, { timeout: 5_000 });
    await userEvent.click(rep);
    await userEvent.click(rep);
    await userEvent.click(screen.getByRole("button", { name: "End set" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too fast: 2 reps take at least 0.5 s; only 0.1 s passed since your last set.",
    );
  });

  it("offers the camera and the phone's motion as counters for push-ups", async () => {
    renderTraining(questWithProgress(0), () => ({ body: null }));
    await screen.findByRole("button", { name: "+1 Rep" }, { timeout: 5_000 });
    expect(screen.getByRole("button", { name: /camera/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /motion/ })).toBeTruthy();
  });

  it("answers a task that cannot be trained with a way back", async () => {
    mockFetch(({ path }) => (path === "/api/quests" ? { body: [makeQuest()] } : undefined));
    renderWithProviders(<QuestTrainingPage questId="quest-1" sectionIndex="1" taskIndex="0" />);
    expect(
      await screen.findByText("There is no such task to train.", {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to quests" }).getAttribute("href")).toBe(
      "/quests",
    );
  });
});
