import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { announceBattleClaim } from "../lib/reward-windows.ts";
import { showSystemWindows } from "../lib/system-windows.ts";
import { SystemWindowHost } from "./system-window-host.tsx";

function renderHost() {
  return render(
    <>
      <button type="button">Attack</button>
      <SystemWindowHost />
    </>,
  );
}

describe("System window", () => {
  it("shows the server's figures under a [System] header, and closes by its button", async () => {
    const user = userEvent.setup();
    renderHost();
    act(() =>
      showSystemWindows([
        {
          key: "quest:q1:complete",
          content: {
            kind: "quest-complete",
            questName: "Daily Training",
            xp: 1234,
            gold: 75,
            stats: { strength: 2, endurance: 1 },
          },
        },
      ]),
    );
    const window = await screen.findByRole("dialog", { name: "Quest Complete!" });
    expect(within(window).getByText("[System] Notification")).toBeTruthy();
    expect(within(window).getByText("Daily Training")).toBeTruthy();
    expect(within(window).getByText("+1,234")).toBeTruthy();
    expect(within(window).getByText("+75")).toBeTruthy();
    expect(within(window).getByText("Strength").nextSibling?.textContent).toBe("+2");
    expect(within(window).getByText("Endurance").nextSibling?.textContent).toBe("+1");
    await user.click(within(window).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("takes the focus to its button, closes on Escape, and gives the focus back", async () => {
    const user = userEvent.setup();
    renderHost();
    const attack = screen.getByRole("button", { name: "Attack" });
    attack.focus();
    act(() =>
      showSystemWindows([
        { key: "title:Shadow Hunter", content: { kind: "title", title: "Shadow Hunter" } },
      ]),
    );
    const window = await screen.findByRole("dialog", { name: "Title Earned!" });
    expect(document.activeElement).toBe(within(window).getByRole("button", { name: "OK" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(attack));
  });

  it("shows several rewards one at a time, in the order they came", async () => {
    const user = userEvent.setup();
    renderHost();
    act(() =>
      showSystemWindows([
        { key: "a", content: { kind: "level-up", from: 4, to: 6 } },
        { key: "b", content: { kind: "rank-up", from: "E", to: "D" } },
      ]),
    );
    act(() =>
      showSystemWindows([
        {
          key: "c",
          content: { kind: "achievement", name: "Gate Breaker", description: "Clear 10 dungeons." },
        },
      ]),
    );
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    const level = screen.getByRole("dialog", { name: "Level Up!" });
    expect(within(level).getByText(/Level 4/).textContent).toBe("Level 4 →to 6");
    await user.click(within(level).getByRole("button", { name: "OK" }));
    const rank = await screen.findByRole("dialog", { name: "Rank Up!" });
    expect(rank.textContent).toContain("E-Rank →to D-Rank");
    // The next window's button has the focus, so Enter or Escape moves on.
    expect(document.activeElement).toBe(within(rank).getByRole("button", { name: "OK" }));
    await user.keyboard("{Enter}");
    const achievement = await screen.findByRole("dialog", { name: "Achievement Unlocked!" });
    expect(within(achievement).getByText("Gate Breaker")).toBeTruthy();
    expect(within(achievement).getByText("Clear 10 dungeons.")).toBeTruthy();
    await user.click(within(achievement).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a reward once per tab, even when its reply comes again", async () => {
    const user = userEvent.setup();
    renderHost();
    const reply = {
      message: "Dungeon cleared!",
      nextBattle: null,
      dungeonComplete: {
        dungeonName: "Goblin Warren",
        xp: 300,
        gold: 60,
        itemDropped: null,
        levelsGained: 0,
        newLevel: 3,
        monstersSlain: [],
        party: null,
      },
      xpGained: 10,
      goldEarned: 4,
      levelsGained: 0,
      newLevel: 3,
      previousLevel: 3,
      unlocks: { achievements: [], titles: [] },
      alreadyClaimed: false,
    };
    act(() => announceBattleClaim("battle-9", reply));
    const window = await screen.findByRole("dialog", { name: "Dungeon Cleared!" });
    expect(within(window).getByText("The chest was empty.")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Level Up!" })).toBeNull();
    // Queued twice before it was dismissed, and once more after: still one window.
    act(() => announceBattleClaim("battle-9", { ...reply, alreadyClaimed: true }));
    await user.click(within(window).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    act(() => announceBattleClaim("battle-9", { ...reply, alreadyClaimed: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the chest and reveals what it held (index.css: a fade under reduced motion)", async () => {
    renderHost();
    act(() =>
      showSystemWindows([
        {
          key: "battle:b:cleared",
          content: {
            kind: "dungeon-cleared",
            dungeonName: "Goblin Warren",
            xp: 300,
            gold: 60,
            item: "Iron Sword",
          },
        },
      ]),
    );
    const window = await screen.findByRole("dialog", { name: "Dungeon Cleared!" });
    const loot = within(window).getByText("You found Iron Sword!");
    expect(loot.className).toContain("chest-loot");
  });
});
