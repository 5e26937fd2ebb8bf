import type { DailyQuestReply, Energy, Quest, TaskUpdateReply } from "@repgate/contracts/quests";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyServerMessage } from "../../app/realtime/apply-server-message.ts";
import { SystemWindowHost } from "../../components/system-window-host.tsx";
import { makeQuest } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { dailyQuestQueryKey, energyQueryKey } from "./api.ts";
import { QuestsPage } from "./quests-page.tsx";

type Handler = Parameters<typeof mockFetch>[0];

interface Setup {
  quests?: Quest[];
  daily?: DailyQuestReply;
  energy?: Energy;
  handler?: Handler;
}

const energyOf = (currentEnergy: number): Energy => ({
  currentEnergy,
  maxEnergy: 120,
  resetsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
});

function renderQuests({ quests = [], daily, energy = energyOf(100), handler }: Setup = {}) {
  const hunter = makeUser();
  const calls = mockFetch((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    switch (request.path) {
      case "/api/auth/user":
        return { body: hunter };
      case "/api/quests":
        return { body: quests };
      case "/api/quests/daily":
        return { body: daily ?? { quest: null, penaltyApplied: false, penalty: null } };
      case "/api/quests/energy":
        return { body: energy };
      default:
        return undefined;
    }
  });
  const result = renderWithProviders(
    <>
      <QuestsPage />
      <SystemWindowHost />
    </>,
  );
  result.client.setQueryData(userQueryKey, hunter);
  return { ...result, calls };
}

function completedReply(quest: Quest, overrides: Partial<TaskUpdateReply> = {}): TaskUpdateReply {
  const done: Quest = {
    ...quest,
    isCompleted: true,
    completedAt: new Date().toISOString(),
    requirements: {
      sections: quest.requirements.sections.map((s) => ({
        ...s,
        tasks: s.tasks.map((t) => ({ ...t, completed: true })),
      })),
    },
  };
  return {
    quest: done,
    isCompleted: true,
    rewards: quest.rewards,
    cheatingDetected: false,
    cheatingReason: null,
    levelsGained: 1,
    previousLevel: 3,
    newLevel: 4,
    unlocks: {
      achievements: [
        { id: "first_quest", name: "First Quest", description: "Complete your first quest." },
      ],
      titles: [],
    },
    ...overrides,
  };
}

/** A quest with one task left to tick: the run. */
function almostDone(): Quest {
  const quest = makeQuest();
  return {
    ...quest,
    requirements: {
      sections: quest.requirements.sections.map((s, i) => ({
        ...s,
        tasks: s.tasks.map((t) => ({ ...t, completed: i === 0 })),
      })),
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("QuestsPage", () => {
  it("shows each quest's facts, rewards, time left and sectioned checklist", async () => {
    renderQuests({
      quests: [
        makeQuest(),
        makeQuest({
          id: "q2",
          name: "Agility Drill",
          type: "custom",
          difficulty: "easy",
          statType: "agility",
          expiresAt: null,
        }),
        makeQuest({
          id: "q3",
          name: "Old Quest",
          expiresAt: new Date(Date.now() - 60_000).toISOString(),
        }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Hunter Quests", level: 1 })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Daily Training" });
    expect(within(card).getByText("The System demands your strength.")).toBeTruthy();
    expect(within(card).getByText("medium")).toBeTruthy();
    expect(within(card).getByText(/^(4h 59m|5h 0m)$/)).toBeTruthy();
    expect(within(card).getByText("+400 XP")).toBeTruthy();
    expect(within(card).getByText("+50 Gold")).toBeTruthy();
    expect(within(card).getByText("+1 STR")).toBeTruthy();
    expect(within(card).getByText("+1 END")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Strength" })).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Endurance" })).toBeTruthy();
    const pushUps = within(card).getByRole("checkbox", { name: "Push-ups" });
    expect(pushUps.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(card).getByText("100 push-ups")).toBeTruthy();

    const custom = screen.getByRole("article", { name: "Agility Drill" });
    expect(within(custom).getByText("No limit")).toBeTruthy();
    const old = screen.getByRole("article", { name: "Old Quest" });
    expect(within(old).getByText("Expired")).toBeTruthy();
    expect(
      within(old)
        .getAllByRole("checkbox")
        .every((box) => (box as HTMLInputElement).disabled),
    ).toBe(true);
  });

  it("locks a completed quest and shows 'Rewards Claimed'", async () => {
    renderQuests({ quests: [completedReply(makeQuest({ name: "Done Deal" })).quest] });
    const card = await screen.findByRole("article", { name: "Done Deal" });
    expect(within(card).getByText("Rewards Claimed")).toBeTruthy();
    const boxes = within(card).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.every((box) => box.checked && box.disabled)).toBe(true);
    expect(screen.getByRole("heading", { name: "Completed Quests" })).toBeTruthy();
  });

  it("shows at most 6 completed quests", async () => {
    const done = Array.from({ length: 8 }, (_, i) => ({
      ...completedReply(makeQuest({ id: `c${i}`, name: `Done ${i}` })).quest,
      completedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }));
    renderQuests({ quests: done });
    expect(await screen.findByText("Done 7")).toBeTruthy();
    expect(screen.getAllByText("Rewards Claimed")).toHaveLength(6);
    expect(screen.queryByText("Done 1")).toBeNull();
  });

  it("ticks at once, disables the boxes while pending, and rolls back with the error toast", async () => {
    const user = userEvent.setup();
    const quest = makeQuest();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = renderQuests({
      quests: [quest],
      handler: ({ method }) =>
        method === "PATCH" ? { status: 500, body: { message: "boom" } } : undefined,
    });
    // Hold the PATCH until the test has seen the optimistic state.
    const served = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "PATCH") await gate;
      return served(input, init);
    });

    const box = (await screen.findByRole("checkbox", { name: "Push-ups" })) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Run" }) as HTMLInputElement).disabled).toBe(true);

    release();
    expect(await screen.findByText("Failed to update task")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
    expect(box.disabled).toBe(false);
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      path: "/api/quests/quest-1/tasks",
      body: { sectionIndex: 0, taskIndex: 0, completed: true },
    });
  });

  it("shows the completion in System windows where the hunter looks: the quest, the level-up, the achievement", async () => {
    const user = userEvent.setup();
    const quest = almostDone();
    const reply = completedReply(quest);
    let ticked = false;
    renderQuests({
      handler: ({ method, path }) => {
        if (method === "PATCH") {
          ticked = true;
          return { body: reply };
        }
        // Like the server, the list read after completion holds the completed quest.
        if (path === "/api/quests") return { body: [ticked ? reply.quest : quest] };
        return undefined;
      },
    });
    await user.click(await screen.findByRole("checkbox", { name: "Run" }));
    const first = await screen.findByRole("dialog", { name: "Quest Complete!" });
    expect(within(first).getByText("[System] Notification")).toBeTruthy();
    expect(within(first).getByText("+400")).toBeTruthy();
    expect(document.activeElement).toBe(within(first).getByRole("button", { name: "OK" }));
    expect(await screen.findByText("Rewards Claimed")).toBeTruthy();
    // It stays until dismissed; then the level-up and the achievement, one at a time.
    await user.click(within(first).getByRole("button", { name: "OK" }));
    const level = await screen.findByRole("dialog", { name: "Level Up!" });
    expect(within(level).getByText(/Level 3/).textContent).toBe("Level 3 →to 4");
    await user.keyboard("{Escape}");
    const achievement = await screen.findByRole("dialog", { name: "Achievement Unlocked!" });
    expect(within(achievement).getByText("First Quest")).toBeTruthy();
    await user.click(within(achievement).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stores the claimed quest; the completion's questsChanged reads no list again", async () => {
    const user = userEvent.setup();
    const quest = almostDone();
    const reply = completedReply(quest);
    const { calls, client } = renderQuests({
      quests: [quest],
      daily: { quest, penaltyApplied: false, penalty: null },
      handler: ({ method }) => (method === "PATCH" ? { body: reply } : undefined),
    });
    const reads = (path: string) =>
      calls.filter((c) => c.method === "GET" && c.path === path).length;
    const box = await screen.findAllByRole("checkbox", { name: "Run" });
    await waitFor(() => expect(reads("/api/quests/daily")).toBe(1));
    const before = { list: reads("/api/quests"), daily: reads("/api/quests/daily") };
    await user.click(box[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Quest Complete!" })).toBeTruthy();
    expect(screen.getAllByText("Rewards Claimed").length).toBeGreaterThan(0);
    // The reply's quest is in the list and the daily; the completion's own event, as the
    // socket delivers it, reads neither again.
    act(() => applyServerMessage(client, { type: "questsChanged", userId: makeUser().id }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads("/api/quests")).toBe(before.list);
    expect(reads("/api/quests/daily")).toBe(before.daily);
    // The next questsChanged is someone else's news (a new day, another tab): read.
    act(() => applyServerMessage(client, { type: "questsChanged", userId: makeUser().id }));
    await waitFor(() => expect(reads("/api/quests")).toBe(before.list + 1));
  });

  it("shows the cheating penalty toast with the reason for 10 seconds, and no System window", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const quest = almostDone();
    renderQuests({
      quests: [quest],
      handler: ({ method }) =>
        method === "PATCH"
          ? {
              body: completedReply(
                { ...quest },
                {
                  rewards: null,
                  levelsGained: 0,
                  cheatingDetected: true,
                  cheatingReason: "Finished 200 reps and 10 km in 9 seconds.",
                },
              ),
            }
          : undefined,
    });
    await user.click(await screen.findByRole("checkbox", { name: "Run" }));
    expect(await screen.findByText("Quest Completion Penalty")).toBeTruthy();
    expect(
      screen.getByText(
        "Suspicious completion detected. Penalties applied: -500 XP, -500 Gold, -1 to all stats. Finished 200 reps and 10 km in 9 seconds.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Quest Complete!")).toBeNull();

    act(() => vi.advanceTimersByTime(9000));
    expect(screen.queryByText("Quest Completion Penalty")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(screen.queryByText("Quest Completion Penalty")).toBeNull());
  });

  it("offers 'Complete Quest' when every box is ticked but unsettled, with its failure toast", async () => {
    const user = userEvent.setup();
    const quest = completedReply(makeQuest({ name: "Stuck" })).quest;
    renderQuests({
      quests: [{ ...quest, isCompleted: false, completedAt: null }],
      handler: ({ method, path }) =>
        method === "POST" && path === "/api/quests/quest-1/complete"
          ? { status: 500, body: {} }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Complete Quest" }));
    expect(await screen.findByText("Failed to Complete Quest")).toBeTruthy();
    expect(screen.getByText("Something went wrong. Please try again.")).toBeTruthy();
  });
});

describe("Energy and the custom quest generator", () => {
  it("shows energy, when it refills, and the Low Energy notice with the generator disabled", async () => {
    renderQuests({ energy: energyOf(5) });
    expect(await screen.findByText("5 / 120")).toBeTruthy();
    expect(screen.getByText(/Refills at midnight/)).toBeTruthy();
    expect(
      screen.getByText(
        /You need at least 10 energy to generate an easy quest\. Energy resets daily based on your Endurance level\./,
      ),
    ).toBeTruthy();
    expect(screen.getByText("Low Energy:")).toBeTruthy();
    const open = screen.getByRole("button", { name: "Generate Custom Quest" });
    expect((open as HTMLButtonElement).disabled).toBe(true);
  });

  it("goes stat → difficulty → confirm → generate, with Back buttons and unaffordable cards disabled", async () => {
    const user = userEvent.setup();
    const generated = makeQuest({ id: "new", name: "Strength Trial", type: "custom" });
    const { calls, client } = renderQuests({
      energy: energyOf(25),
      handler: ({ method, path }) =>
        method === "POST" && path === "/api/quests/custom" ? { body: generated } : undefined,
    });
    expect(await screen.findByText("25 / 120")).toBeTruthy();
    expect(screen.queryByText("Low Energy:")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Generate Custom Quest" }));

    const dialog = await screen.findByRole("dialog", { name: "Custom Quest" });
    expect(within(dialog).getByText("Step 1 of 3: choose the stat to train.")).toBeTruthy();
    for (const stat of [
      "Strength",
      "Agility",
      "Vitality",
      "Intelligence",
      "Endurance",
      "Perception",
    ]) {
      expect(within(dialog).getByRole("radio", { name: stat })).toBeTruthy();
    }
    const next = () => within(dialog).getByRole("button", { name: "Next" });
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole("radio", { name: "Strength" }));
    await user.click(next());

    expect(within(dialog).getByText("Step 2 of 3: choose the difficulty.")).toBeTruthy();
    const hard = within(dialog).getByRole("radio", { name: "Hard" }) as HTMLInputElement;
    expect(hard.disabled).toBe(true);
    await user.click(hard);
    expect(hard.checked).toBe(false);
    expect((within(dialog).getByRole("radio", { name: "Easy" }) as HTMLInputElement).disabled).toBe(
      false,
    );
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByText("Step 1 of 3: choose the stat to train.")).toBeTruthy();
    expect(
      (within(dialog).getByRole("radio", { name: "Strength" }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(next());
    await user.click(within(dialog).getByRole("radio", { name: "Medium" }));
    await user.click(next());

    expect(within(dialog).getByText("Step 3 of 3: confirm and generate.")).toBeTruthy();
    expect(within(dialog).getByText("Strength")).toBeTruthy();
    expect(within(dialog).getByText("Medium")).toBeTruthy();
    expect(within(dialog).getByText("20 Energy (you have 25)")).toBeTruthy();
    expect(within(dialog).getByText("5 hours")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByText("Step 2 of 3: choose the difficulty.")).toBeTruthy();
    await user.click(next());

    const energyReads = calls.filter((c) => c.path === "/api/quests/energy").length;
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Quest Generated!")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.path === "/api/quests/custom")).toMatchObject({
      method: "POST",
      body: { statType: "strength", difficulty: "medium" },
    });
    // The energy spent arrives by the payment's walletChanged, not by a read of the mutation's
    // own (the one refresh rule); the socket makes the key stale, as done here.
    expect(calls.filter((c) => c.path === "/api/quests/energy")).toHaveLength(energyReads);
    await client.invalidateQueries({ queryKey: energyQueryKey });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/quests/energy").length).toBeGreaterThan(
        energyReads,
      ),
    );

    // Opened again, the dialog starts over.
    await user.click(screen.getByRole("button", { name: "Generate Custom Quest" }));
    const again = await screen.findByRole("dialog", { name: "Custom Quest" });
    expect(within(again).getByText("Step 1 of 3: choose the stat to train.")).toBeTruthy();
    expect(
      (within(again).getByRole("radio", { name: "Strength" }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  async function reachConfirm(user: ReturnType<typeof userEvent.setup>, difficulty: string) {
    await user.click(screen.getByRole("button", { name: "Generate Custom Quest" }));
    const dialog = await screen.findByRole("dialog", { name: "Custom Quest" });
    await user.click(within(dialog).getByRole("radio", { name: "Agility" }));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.click(within(dialog).getByRole("radio", { name: difficulty }));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    return dialog;
  }

  it("says 'Insufficient Energy' when energy fell below the cost, without asking the server", async () => {
    const user = userEvent.setup();
    const { calls, client } = renderQuests({ energy: energyOf(25) });
    expect(await screen.findByText("25 / 120")).toBeTruthy();
    const dialog = await reachConfirm(user, "Medium");
    act(() => client.setQueryData(energyQueryKey, energyOf(15)));
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Insufficient Energy")).toBeTruthy();
    expect(screen.getByText("You need 20 energy to generate this quest.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/quests/custom")).toBe(false);
  });

  it("disables Generate once energy is below 10", async () => {
    const user = userEvent.setup();
    const { client } = renderQuests({ energy: energyOf(25) });
    expect(await screen.findByText("25 / 120")).toBeTruthy();
    const dialog = await reachConfirm(user, "Easy");
    const generate = within(dialog).getByRole("button", { name: "Generate" }) as HTMLButtonElement;
    expect(generate.disabled).toBe(false);
    act(() => client.setQueryData(energyQueryKey, energyOf(9)));
    await waitFor(() => expect(generate.disabled).toBe(true));
  });

  it("shows the server's refusal as 'Insufficient Energy' and other failures as 'Quest Generation Failed'", async () => {
    const user = userEvent.setup();
    let reply = { status: 400, body: { message: "You need 10 energy to generate this quest." } };
    renderQuests({
      energy: energyOf(25),
      handler: ({ path }) => (path === "/api/quests/custom" ? reply : undefined),
    });
    expect(await screen.findByText("25 / 120")).toBeTruthy();
    let dialog = await reachConfirm(user, "Easy");
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Insufficient Energy")).toBeTruthy();
    expect(screen.getByText("You need 10 energy to generate this quest.")).toBeTruthy();

    reply = { status: 500, body: {} as { message: string } };
    dialog = screen.getByRole("dialog", { name: "Custom Quest" });
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Quest Generation Failed")).toBeTruthy();
    expect(screen.getByText("Failed to generate quest. Please try again.")).toBeTruthy();
  });
});

describe("Missed daily penalty", () => {
  it("shows the penalty until acknowledged, and not again once the server remembers", async () => {
    const user = userEvent.setup();
    let acknowledged = false;
    const { calls, client } = renderQuests({
      handler: ({ method, path }) => {
        if (method === "POST" && path === "/api/quests/daily/acknowledge-penalty") {
          acknowledged = true;
          return { body: { ok: true } };
        }
        if (path === "/api/quests/daily") {
          return {
            body: {
              quest: makeQuest(),
              penaltyApplied: !acknowledged,
              penalty: acknowledged
                ? null
                : {
                    xp: 500,
                    gold: 100,
                    stats: {
                      strength: 1,
                      agility: 1,
                      vitality: 1,
                      intelligence: 1,
                      endurance: 1,
                      perception: 1,
                    },
                    missedDays: 1,
                  },
            },
          };
        }
        return undefined;
      },
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Penalty: Daily Quest Failed" });
    expect(within(dialog).getByText("-500 XP")).toBeTruthy();
    expect(within(dialog).getByText("-100 Gold")).toBeTruthy();
    expect(within(dialog).getByText(/-1 Strength, -1 Agility/)).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();

    const dailyReads = () => calls.filter((c) => c.path === "/api/quests/daily").length;
    const readsBefore = dailyReads();
    await user.click(within(dialog).getByRole("button", { name: "I Understand" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.path === "/api/quests/daily/acknowledge-penalty")).toHaveLength(1);
    // The answer is stored: the daily is not read again for it (its questsChanged is its echo).
    expect(dailyReads()).toBe(readsBefore);
    // Read again later (another event, a reload), the server remembers: the dialog stays away.
    await act(() => client.invalidateQueries({ queryKey: dailyQuestQueryKey }));
    await waitFor(() => expect(dailyReads()).toBe(readsBefore + 1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("Quests landmarks and penalty lines", () => {
  it("gives no two landmarks one name when two quests share a section name", async () => {
    renderQuests({
      quests: [
        makeQuest({ id: "q-1", name: "Daily Training" }),
        makeQuest({ id: "q-2", name: "Custom Strength", type: "custom" }),
      ],
    });
    expect(await screen.findAllByRole("group", { name: "Strength" })).toHaveLength(2);
    const names = screen
      .queryAllByRole("region")
      .map((region) => region.getAttribute("aria-label") ?? region.getAttribute("aria-labelledby"))
      .map((ref) => document.getElementById(ref ?? "")?.textContent ?? ref);
    expect(new Set(names).size).toBe(names.length);
    expect(screen.queryAllByRole("region", { name: "Strength" })).toHaveLength(0);
  });

  it("leaves out the XP and gold lines of a penalty that took none", async () => {
    renderQuests({
      daily: {
        quest: makeQuest(),
        penaltyApplied: true,
        penalty: {
          xp: 0,
          gold: 0,
          stats: {
            strength: 1,
            agility: 1,
            vitality: 1,
            intelligence: 1,
            endurance: 1,
            perception: 1,
          },
          missedDays: 1,
        },
      },
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Penalty: Daily Quest Failed" });
    expect(within(dialog).getByText(/-1 Strength/)).toBeTruthy();
    expect(within(dialog).queryByText(/-0/)).toBeNull();
    expect(within(dialog).queryByText("XP")).toBeNull();
    expect(within(dialog).queryByText("Gold")).toBeNull();
  });
});
