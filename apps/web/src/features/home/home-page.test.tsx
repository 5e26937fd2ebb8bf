import { dailyQuestPlan } from "@repgate/game/rules/quests";
import { act, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { makeBattle, makeDungeon, makeQuest, questFromPlan } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { HomePage } from "./home-page.tsx";

function renderHome(handler: Parameters<typeof mockFetch>[0], controller?: ReactNode) {
  const hunter = makeUser();
  mockFetch((request) => (request.path === "/api/auth/user" ? { body: hunter } : handler(request)));
  const result = renderWithProviders(<HomePage controller={controller} />);
  result.client.setQueryData(userQueryKey, hunter);
  return result;
}

describe("HomePage", () => {
  it("waits for the Gate Break read before showing the dashboard, so its card pushes nothing down", async () => {
    const hunter = makeUser();
    mockFetch(({ path }) => {
      if (path === "/api/auth/user") return { body: hunter };
      if (path === "/api/dungeons") return { body: [makeDungeon({ name: "Gate A" })] };
      if (path === "/api/world-events/current") return { body: { event: null } };
      return undefined;
    });
    // The Gate Break answers last, when the test says so.
    const served = globalThis.fetch;
    let answerGateBreak = () => {};
    const gateBreakAsked = new Promise<void>((resolve) => {
      answerGateBreak = resolve;
    });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/world-events/current") await gateBreakAsked;
      return served(input, init);
    });
    const { client } = renderWithProviders(<HomePage gateBreak={<p>Gate Break slot</p>} />);
    client.setQueryData(userQueryKey, hunter);
    expect(await screen.findByText("Loading Hunter Data...")).toBeTruthy();
    // Every other read of the dashboard has answered; the dashboard still waits.
    await waitFor(() => expect(client.isFetching()).toBe(1));
    expect(screen.queryByText("Gate A")).toBeNull();
    answerGateBreak();
    expect(await screen.findByText("Gate A")).toBeTruthy();
    expect(screen.getByText("Gate Break slot")).toBeTruthy();
  });

  it("shows the hunter's status and honest empty states when later features are absent", async () => {
    renderHome(({ path }) => (path === "/api/quests" ? { body: [] } : undefined));
    expect(await screen.findByRole("heading", { name: "Jinwoo" })).toBeTruthy();
    expect(screen.getByText("E-Rank")).toBeTruthy();
    expect(screen.getByText("90 / 100")).toBeTruthy();
    expect(screen.getByText("Level 1")).toBeTruthy();
    expect(screen.getByText("250 / 1,000 XP")).toBeTruthy();
    expect(screen.getByText("Assassin")).toBeTruthy();
    for (const stat of [
      "Strength",
      "Agility",
      "Vitality",
      "Intelligence",
      "Endurance",
      "Perception",
    ]) {
      expect(screen.getByText(stat)).toBeTruthy();
    }
    expect(screen.getByText("68")).toBeTruthy();
    expect(screen.getByText("Not in a party.")).toBeTruthy();
    expect(screen.getByText("Dungeons Cleared")).toBeTruthy();
    expect(screen.getByText("3")).toBeTruthy();
    expect(screen.getByText("Quests Completed")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
    expect(await screen.findByText("--")).toBeTruthy();
    expect(await screen.findByText("Could not load dungeons right now.")).toBeTruthy();
    expect(await screen.findByText("No active quests")).toBeTruthy();
    expect(screen.queryByText("Daily Quest")).toBeNull();
    expect(screen.queryByText("Active Battle")).toBeNull();
    const viewAll = screen.getAllByRole("link", { name: "View All" });
    expect(viewAll.map((a) => a.getAttribute("href"))).toEqual(["/dungeons", "/quests"]);
  });

  it("shows real dungeons, quests and the leaderboard position when the server has them", async () => {
    renderHome(({ path }) => {
      if (path === "/api/dungeons") {
        return {
          body: ["A", "B", "C", "D"].map((n, i) => makeDungeon({ id: `d${i}`, name: `Gate ${n}` })),
        };
      }
      if (path === "/api/quests") {
        return {
          body: [
            makeQuest({ id: "q1", name: "Morning Training", isCompleted: true }),
            makeQuest({ id: "q2", name: "Evening Run" }),
            makeQuest({ id: "q3", name: "Quest C" }),
            makeQuest({ id: "q4", name: "Quest D" }),
            makeQuest({ id: "q5", name: "Quest E" }),
          ],
        };
      }
      if (path.startsWith("/api/leaderboard"))
        return {
          body: { period: "alltime", hunters: [], total: 9, myPosition: 2, nextCursor: null },
        };
      if (path === "/api/battles/active")
        return { body: makeBattle({ monsterName: "Goblin Scout" }) };
      return undefined;
    });
    expect(await screen.findByText("Gate C")).toBeTruthy();
    expect(screen.queryByText("Gate D")).toBeNull();
    expect(await screen.findByText("Evening Run")).toBeTruthy();
    expect(screen.getByText("Quest D")).toBeTruthy();
    expect(screen.queryByText("Quest E")).toBeNull();
    expect(screen.queryByText("Morning Training")).toBeNull();
    expect(await screen.findByText("#2")).toBeTruthy();
    expect(screen.getAllByText("Perfect Match!")).toHaveLength(3);
    expect(await screen.findByText("Goblin Scout")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue Battle" }).getAttribute("href")).toBe(
      "/battle",
    );
  });

  it("says the next enemy is approaching between two monsters, with a way back to it", async () => {
    renderHome(({ path }) => {
      if (path === "/api/battles/active") return { body: null };
      if (path === "/api/battles/pending-next") {
        return {
          body: {
            battleId: "battle-1",
            dungeonId: "dungeon-1",
            enemyIndex: 1,
            monsterName: "Grey Cave Wolf",
            countdownSeconds: 12,
          },
        };
      }
      return undefined;
    });
    expect(await screen.findByText("Next enemy approaching")).toBeTruthy();
    expect(screen.getByText("Grey Cave Wolf")).toBeTruthy();
    expect(screen.getByText("Active Battle")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue Battle" }).getAttribute("href")).toBe(
      "/battle",
    );
  });

  it("shows no battle card when nothing is active or waiting", async () => {
    const calls: string[] = [];
    renderHome(({ path }) => {
      calls.push(path);
      if (path === "/api/battles/active" || path === "/api/battles/pending-next") {
        return { body: null };
      }
      if (path === "/api/quests") return { body: [] };
      return undefined;
    });
    await waitFor(() => expect(calls).toContain("/api/battles/pending-next"));
    expect(await screen.findByText("No active quests")).toBeTruthy();
    expect(screen.queryByText("Active Battle")).toBeNull();
    expect(screen.queryByText("Next enemy approaching")).toBeNull();
  });

  it("does not ask for a waiting monster while a battle is being fought", async () => {
    const calls: string[] = [];
    renderHome(({ path }) => {
      calls.push(path);
      if (path === "/api/battles/active")
        return { body: makeBattle({ monsterName: "Goblin Scout" }) };
      return undefined;
    });
    expect(await screen.findByText("Goblin Scout")).toBeTruthy();
    expect(calls).not.toContain("/api/battles/pending-next");
  });

  it("offers the phone controller under a battle in progress, and only then", async () => {
    const slot = <p>Phone controller slot</p>;
    renderHome(({ path }) => {
      if (path === "/api/battles/active") {
        return { body: makeBattle({ monsterName: "Goblin Scout" }) };
      }
      return undefined;
    }, slot);
    expect(await screen.findByText("Goblin Scout")).toBeTruthy();
    expect(screen.getByText("Phone controller slot")).toBeTruthy();
  });

  it("offers no phone controller without a battle", async () => {
    const calls: string[] = [];
    renderHome(
      ({ path }) => {
        calls.push(path);
        if (path === "/api/battles/active" || path === "/api/battles/pending-next") {
          return { body: null };
        }
        return undefined;
      },
      <p>Phone controller slot</p>,
    );
    await waitFor(() => expect(calls).toContain("/api/battles/pending-next"));
    expect(screen.queryByText("Phone controller slot")).toBeNull();
  });

  it("shows the daily quest card with its progress, time left and a link to /quests", async () => {
    const quest = makeQuest({ name: "Daily Training" });
    const first = quest.requirements.sections[0];
    if (first?.tasks[0]) first.tasks[0].completed = true;
    renderHome(({ path }) => {
      if (path === "/api/quests/daily") {
        return { body: { quest, penaltyApplied: false, penalty: null } };
      }
      if (path === "/api/quests") return { body: [quest] };
      return undefined;
    });
    expect(await screen.findByText("Daily Quest")).toBeTruthy();
    expect(screen.getByText(/^1 \/ 3 tasks · (4h 59m|5h 0m)$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Quests" }).getAttribute("href")).toBe("/quests");
    expect(screen.getAllByText("Daily Training").length).toBeGreaterThan(0);
  });

  it("names the daily quest in Korean on its card and in the quest list", async () => {
    await act(() => activateLanguage("ko"));
    try {
      const quest = questFromPlan(dailyQuestPlan({ rank: "D", level: 5 }));
      renderHome(({ path }) => {
        if (path === "/api/quests/daily") {
          return { body: { quest, penaltyApplied: false, penalty: null } };
        }
        if (path === "/api/quests") return { body: [quest] };
        return undefined;
      });
      expect(await screen.findByText("일일 퀘스트", {}, { timeout: 5_000 })).toBeTruthy();
      expect(screen.getAllByText("일일 퀘스트: 근력 훈련")).toHaveLength(2);
      expect(
        screen.getByText("강해지기 위한 준비. 자정 전에 모든 과제를 완료하세요."),
      ).toBeTruthy();
      expect(screen.queryByText("Daily Quest: Strength Training")).toBeNull();
    } finally {
      await act(() => activateLanguage("en"));
    }
  });

  it("says so when the quests cannot be read", async () => {
    renderHome(({ path }) =>
      path === "/api/quests" ? { status: 500, body: { message: "down" } } : undefined,
    );
    expect(await screen.findByText("Could not load quests right now.")).toBeTruthy();
    expect(screen.queryByText("Daily Quest")).toBeNull();
  });

  it("shows '--' for Global Rank when the hunter has no position", async () => {
    renderHome(({ path }) =>
      path.startsWith("/api/leaderboard")
        ? { body: { period: "alltime", hunters: [], total: 0, myPosition: null, nextCursor: null } }
        : undefined,
    );
    expect(await screen.findByText("--")).toBeTruthy();
  });
});
