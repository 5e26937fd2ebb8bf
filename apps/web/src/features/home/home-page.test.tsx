import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeBattle, makeDungeon } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { HomePage } from "./home-page.tsx";

function renderHome(handler: Parameters<typeof mockFetch>[0]) {
  const hunter = makeUser();
  mockFetch((request) => (request.path === "/api/auth/user" ? { body: hunter } : handler(request)));
  const result = renderWithProviders(<HomePage />);
  result.client.setQueryData(userQueryKey, hunter);
  return result;
}

describe("HomePage", () => {
  it("shows the hunter's status and honest empty states when later features are absent", async () => {
    renderHome(() => undefined);
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
            { id: "q1", name: "Morning Training", isCompleted: true },
            { id: "q2", title: "Evening Run", isCompleted: false },
          ],
        };
      }
      if (path === "/api/leaderboard") return { body: { hunters: [], total: 9, myPosition: 2 } };
      if (path === "/api/battles/active")
        return { body: makeBattle({ monsterName: "Goblin Scout" }) };
      return undefined;
    });
    expect(await screen.findByText("Gate C")).toBeTruthy();
    expect(screen.queryByText("Gate D")).toBeNull();
    expect(await screen.findByText("Evening Run")).toBeTruthy();
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

  it("shows '--' for Global Rank when the hunter has no position", async () => {
    renderHome(({ path }) =>
      path === "/api/leaderboard"
        ? { body: { hunters: [], total: 0, myPosition: null } }
        : undefined,
    );
    expect(await screen.findByText("--")).toBeTruthy();
  });
});
