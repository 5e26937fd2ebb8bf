import type { Battle, CompleteReply, NextBattle } from "@repgate/contracts/battles";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyServerMessage } from "../../app/realtime/apply-server-message.ts";
import { SystemWindowHost } from "../../components/system-window-host.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { makeAttackReply, makeBattle, makeItem } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { activeBattleQueryKey, shouldRetryClaim } from "./api.ts";
import { BattlePage } from "./battle-page.tsx";

type Handler = Parameters<typeof mockFetch>[0];

function renderBattle(battle: Battle | null, handler: Handler = () => undefined) {
  window.history.replaceState(null, "", "/battle");
  const hunter = makeUser();
  const calls = mockFetch((request) => {
    if (request.path === "/api/auth/user") return { body: hunter };
    const handled = handler(request);
    if (handled) return handled;
    if (request.path === "/api/battles/active") return { body: battle };
    if (request.path === "/api/battles/pending-next") return { body: null };
    return undefined;
  });
  const result = renderWithProviders(
    <>
      <BattlePage />
      <SystemWindowHost />
    </>,
  );
  result.client.setQueryData(userQueryKey, hunter);
  return { ...result, calls };
}

const patches = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.method === "PATCH" && c.path === "/api/battles/battle-1");

const repButton = () => screen.getByRole("button", { name: "+1 Rep" });

const NEXT: NextBattle = {
  battleId: "battle-1",
  dungeonId: "dungeon-1",
  enemyIndex: 1,
  monsterName: "Grey Cave Wolf",
  countdownSeconds: 30,
};

const CLAIMED: CompleteReply = {
  message: "Goblin Scout defeated! Next Enemy Approaching: Grey Cave Wolf.",
  nextBattle: NEXT,
  dungeonComplete: null,
  xpGained: 24,
  goldEarned: 4,
  levelsGained: 0,
  newLevel: 1,
  previousLevel: 1,
  unlocks: { achievements: [], titles: [] },
  alreadyClaimed: false,
};

const WOLF = makeBattle({ id: "battle-2", monsterName: "Grey Cave Wolf", enemyIndex: 1 });
const WOLF_APPEARS = {
  message: "Grey Cave Wolf appears!",
  monsterName: "Grey Cave Wolf",
  battle: WOLF,
};

const pathCalls = (calls: ReturnType<typeof mockFetch>, path: string) =>
  calls.filter((c) => c.path === path);

afterEach(() => {
  vi.useRealTimers();
});

describe("BattlePage", () => {
  it("offers a way out when there is no battle", async () => {
    renderBattle(null);
    expect(await screen.findByRole("heading", { name: "No Active Battle" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore Dungeons" }).getAttribute("href")).toBe(
      "/dungeons",
    );
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  });

  it("shows the monster, the hunter's HP, the log with counter-attacks in red, and the totals", async () => {
    renderBattle(
      makeBattle({
        isBoss: true,
        monsterName: "Goblin Chieftain Grukk",
        monsterLevel: 8,
        monsterCombatPower: 95,
        monsterCurrentHP: 200,
        monsterMaxHP: 330,
        goldEarned: 12,
        xpGained: 40,
        itemsWon: ["Minor Healing Potion"],
        log: [
          { at: "2025-06-01T10:00:00.000Z", kind: "info", text: "Grukk appears!" },
          { at: "2025-06-01T10:00:05.000Z", kind: "attack", text: "Jab hits for 18." },
          { at: "2025-06-01T10:00:05.000Z", kind: "counter", text: "Grukk strikes back for 6!" },
        ],
      }),
    );
    expect(await screen.findByRole("heading", { name: "Goblin Chieftain Grukk" })).toBeTruthy();
    expect(screen.getByText("Boss")).toBeTruthy();
    expect(screen.getByText(/Level 8 · CP 95/)).toBeTruthy();
    expect(screen.getByText("200 / 330")).toBeTruthy();
    expect(screen.getByText("90 / 100")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Goblin Chieftain Grukk HP" })).toBeTruthy();
    const log = screen.getByRole("region", { name: "Battle Log" });
    const lines = within(log).getAllByRole("listitem");
    expect(lines[0]?.textContent).toContain("Grukk strikes back for 6!");
    expect(lines[0]?.className).toContain("text-red-400");
    expect(lines[2]?.textContent).toContain("Grukk appears!");
    const totals = screen.getByRole("region", { name: "Battle Totals" });
    expect(within(totals).getByText("12")).toBeTruthy();
    expect(within(totals).getByText("40")).toBeTruthy();
    expect(within(totals).getByText("1")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("30:00");
  });

  it("sends the attack only when the reps reach the target, then returns to the main menu", async () => {
    const scrolledTop = vi.spyOn(window, "scrollTo");
    const battle = makeBattle();
    const hit = makeBattle({ monsterCurrentHP: 102, log: [] });
    const { calls } = renderBattle(battle, ({ method }) =>
      method === "PATCH"
        ? { body: makeAttackReply(hit, { damage: 18, message: "Jab hits for 18." }) }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Attack" }));
    await user.click(screen.getByRole("button", { name: /Jab/ }));

    expect(screen.getByRole("status").textContent).toBe("0 / 3");
    expect(document.activeElement).toBe(repButton());
    await user.click(repButton());
    await user.click(repButton());
    expect(screen.getByRole("status").textContent).toBe("2 / 3");
    expect(patches(calls)).toHaveLength(0);

    await user.click(repButton());
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    // The intent only: the server ignores the spec's client-computed fields, so none are sent.
    expect(patches(calls)[0]?.body).toEqual({ attack: "light", reps: 3 });
    expect(await screen.findByText("Jab: 18 damage")).toBeTruthy();
    expect(screen.getByText("102 / 120")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Attack" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "+1 Rep" })).toBeNull();
    // The rep counter had scrolled the page down: back at the top, the monster's HP, the
    // result and the menu share one phone screen (e2e/phone-and-a11y.spec.ts measures it).
    await waitFor(() => expect(scrolledTop).toHaveBeenCalledWith({ top: 0, behavior: "instant" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Attack" }));
  });

  it("counts reps from the keyboard: Space and Enter, one press each", async () => {
    const battle = makeBattle();
    const { calls } = renderBattle(battle, ({ method }) =>
      method === "PATCH"
        ? { body: makeAttackReply(makeBattle({ monsterCurrentHP: 80 })) }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Attack" }));
    await user.click(screen.getByRole("button", { name: /Haymaker/ }));
    await user.keyboard(" {Enter} {Enter} ");
    expect(screen.getByRole("status").textContent).toBe("5 / 6");
    expect(patches(calls)).toHaveLength(0);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toMatchObject({ attack: "heavy", reps: 6 });
  });

  it("keeps the count when the server says the reps came too fast, and sends again", async () => {
    let refuse = true;
    const { calls } = renderBattle(makeBattle(), ({ method }) => {
      if (method !== "PATCH") return undefined;
      if (refuse) {
        refuse = false;
        return {
          status: 429,
          body: {
            message: "Too fast: 3 reps take at least 0.75 s. Do every rep, then strike.",
            code: "rate_limited",
          },
        };
      }
      return { body: makeAttackReply(makeBattle({ monsterCurrentHP: 102 })) };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Attack" }));
    await user.click(screen.getByRole("button", { name: /Jab/ }));
    for (let i = 0; i < 3; i += 1) await user.click(repButton());

    expect(
      await screen.findByText("Too fast: 3 reps take at least 0.75 s. Do every rep, then strike."),
    ).toBeTruthy();
    expect(screen.getByText("3 / 3")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send Again" }));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(await screen.findByText("102 / 120")).toBeTruthy();
  });

  it("goes home 3 seconds after the battle timer runs out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBattle(makeBattle({ secondsLeft: 2 }));
    expect((await screen.findByRole("timer")).textContent).toBe("00:02");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText("Time's Up!")).toBeTruthy();
    expect(
      screen.getByText("The 30-minute battle timer has expired. You have been defeated!"),
    ).toBeTruthy();
    expect(window.location.pathname).toBe("/battle");
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });

  it("claims a slain monster, counts down 30 seconds, then calls create-next", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderBattle(makeBattle({ monsterCurrentHP: 0 }), ({ method, path }) => {
      if (method === "POST" && path === "/api/battles/battle-1/complete") return { body: CLAIMED };
      if (method === "POST" && path === "/api/battles/create-next") return { body: WOLF_APPEARS };
      return undefined;
    });
    const createNext = () => pathCalls(calls, "/api/battles/create-next");

    expect(await screen.findByRole("heading", { name: "Next Enemy Approaching" })).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("30");
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole("timer").textContent).toBe("1");
    expect(createNext()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(createNext()).toHaveLength(1));
    expect(createNext()[0]?.body).toEqual(NEXT);
    expect(calls.filter((c) => c.path.endsWith("/complete"))).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "Grey Cave Wolf" })).toBeTruthy();
  });

  it("stores what a claim answers: its own events read no battle, the hunter once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, client } = renderBattle(
      makeBattle({ monsterCurrentHP: 0 }),
      ({ method, path }) =>
        method === "POST" && path === "/api/battles/battle-1/complete"
          ? { body: CLAIMED }
          : undefined,
    );
    const reads = (path: string) => calls.filter((c) => c.method === "GET" && c.path === path);
    expect(await screen.findByRole("heading", { name: "Next Enemy Approaching" })).toBeTruthy();
    // The reply said: no battle is active, the wolf waits 30 s.
    expect(client.getQueryData(activeBattleQueryKey)).toBeNull();
    const before = {
      battle: reads("/api/battles/active").length,
      next: reads("/api/battles/pending-next").length,
      hunter: reads("/api/auth/user").length,
    };
    expect(before.battle).toBe(1);
    // The paying transaction's events, as the socket delivers them.
    const hunterId = makeUser().id;
    act(() => {
      applyServerMessage(client, { type: "runChanged", userId: hunterId });
      applyServerMessage(client, { type: "hunterChanged", userId: hunterId });
    });
    await waitFor(() => expect(reads("/api/auth/user")).toHaveLength(before.hunter + 1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reads("/api/battles/active")).toHaveLength(before.battle);
    expect(reads("/api/battles/pending-next")).toHaveLength(before.next);
    expect(screen.getByRole("heading", { name: "Next Enemy Approaching" })).toBeTruthy();
  });

  it("counts the gold and XP of the run's slain monsters in the totals of the next fight", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const runStart = new Date(Date.now() - 60_000).toISOString();
    const scout = makeBattle({ monsterCurrentHP: 0, xpGained: 24, deathTimerStartedAt: runStart });
    const wolf = { ...WOLF, deathTimerStartedAt: runStart, xpGained: 6 };
    renderBattle(scout, ({ method, path }) => {
      if (method === "POST" && path === "/api/battles/battle-1/complete") return { body: CLAIMED };
      if (method === "POST" && path === "/api/battles/create-next") {
        return { body: { ...WOLF_APPEARS, battle: wolf } };
      }
      return undefined;
    });
    expect(await screen.findByRole("heading", { name: "Next Enemy Approaching" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole("heading", { name: "Grey Cave Wolf" })).toBeTruthy();
    const totals = screen.getByRole("region", { name: "Battle Totals" });
    // The scout's kill gold (4) and XP (24), plus the wolf's own 6 XP so far.
    expect(within(totals).getByText("Gold").nextElementSibling?.textContent).toBe("4");
    expect(within(totals).getByText("XP").nextElementSibling?.textContent).toBe("30");
  });

  it("claims again when the first reply is lost, and counts down what the server says is left", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let claims = 0;
    const { calls } = renderBattle(makeBattle({ monsterCurrentHP: 0 }), ({ method, path }) => {
      if (method !== "POST" || path !== "/api/battles/battle-1/complete") return undefined;
      claims += 1;
      // The first claim was paid, but its reply never reached the phone.
      if (claims === 1) throw new TypeError("Failed to fetch");
      return {
        body: { ...CLAIMED, nextBattle: { ...NEXT, countdownSeconds: 29 }, alreadyClaimed: true },
      };
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole("heading", { name: "Next Enemy Approaching" })).toBeTruthy();
    expect(pathCalls(calls, "/api/battles/battle-1/complete")).toHaveLength(2);
    expect(screen.getByRole("timer").textContent).toBe("29");
    expect(screen.getByText(CLAIMED.message)).toBeTruthy();
    expect(screen.queryByText("Failed to Claim Victory")).toBeNull();
  });

  it("retries a claim only when no answer came back or the server failed", () => {
    const answered = (status: number) => new ApiError(status, "", "");
    expect(shouldRetryClaim(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetryClaim(1, answered(503))).toBe(true);
    expect(shouldRetryClaim(2, new TypeError("Failed to fetch"))).toBe(false);
    expect(shouldRetryClaim(0, answered(409))).toBe(false);
    expect(shouldRetryClaim(0, answered(404))).toBe(false);
  });

  it("with no battle, resumes the next monster the server has waiting, for the seconds left", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let summoned = false;
    const { calls } = renderBattle(null, ({ method, path }) => {
      if (path === "/api/battles/active") return { body: summoned ? WOLF : null };
      if (path === "/api/battles/pending-next") {
        return { body: summoned ? null : { ...NEXT, countdownSeconds: 12 } };
      }
      if (method === "POST" && path === "/api/battles/create-next") {
        summoned = true;
        return { body: WOLF_APPEARS };
      }
      return undefined;
    });
    const createNext = () => pathCalls(calls, "/api/battles/create-next");
    expect(await screen.findByRole("heading", { name: "Next Enemy Approaching" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "No Active Battle" })).toBeNull();
    expect(screen.getByText("Grey Cave Wolf")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("12");
    expect(pathCalls(calls, "/api/battles/pending-next")[0]?.cache).toBe("no-store");
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.getByRole("timer").textContent).toBe("1");
    expect(createNext()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(createNext()).toHaveLength(1));
    expect(createNext()[0]?.body).toEqual({ ...NEXT, countdownSeconds: 12 });
    expect(await screen.findByRole("heading", { name: "Grey Cave Wolf" })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith("/complete"))).toHaveLength(0);
  });

  it("summons at once when the countdown ran out while away", async () => {
    const { calls } = renderBattle(null, ({ method, path }) => {
      if (path === "/api/battles/pending-next") return { body: { ...NEXT, countdownSeconds: 0 } };
      if (method === "POST" && path === "/api/battles/create-next") return { body: WOLF_APPEARS };
      return undefined;
    });
    expect(await screen.findByRole("heading", { name: "Grey Cave Wolf" })).toBeTruthy();
    expect(pathCalls(calls, "/api/battles/create-next")).toHaveLength(1);
  });

  it("shows 'No Active Battle' when the server refuses the resumed monster", async () => {
    let refused = false;
    renderBattle(null, ({ method, path }) => {
      if (path === "/api/battles/pending-next") {
        return { body: refused ? null : { ...NEXT, countdownSeconds: 0 } };
      }
      if (method === "POST" && path === "/api/battles/create-next") {
        refused = true;
        return {
          status: 409,
          body: {
            message: "Time's Up! The 30-minute battle timer has expired. You have been defeated!",
            code: "conflict",
          },
        };
      }
      return undefined;
    });
    expect(await screen.findByText("Failed to Start Next Battle")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "No Active Battle" })).toBeTruthy();
  });

  it("ends a cleared dungeon on a summary the hunter dismisses: rewards, chest, monsters, party", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const cleared: CompleteReply = {
      message: "Dungeon cleared! Goblin Warren is conquered.",
      nextBattle: null,
      dungeonComplete: {
        dungeonName: "Goblin Warren",
        xp: 300,
        gold: 60,
        itemDropped: "Minor Healing Potion",
        levelsGained: 1,
        newLevel: 2,
        monstersSlain: [
          { name: "Goblin Scout", damage: 130, reps: 9 },
          { name: "Goblin Chieftain Grukk", damage: 165, reps: 12 },
        ],
        party: [
          { hunterName: "Aria", damage: 410, reps: 30 },
          { hunterName: "Jinwoo", damage: 295, reps: 21 },
        ],
      },
      xpGained: 60,
      goldEarned: 48,
      levelsGained: 1,
      newLevel: 2,
      previousLevel: 1,
      unlocks: { achievements: [], titles: [] },
      alreadyClaimed: false,
    };
    renderBattle(makeBattle({ monsterCurrentHP: 0, isBoss: true }), ({ path }) =>
      path.endsWith("/complete") ? { body: cleared } : undefined,
    );
    // First the System window with the chest, then the level-up; the summary waits beneath.
    const chest = await screen.findByRole("dialog", { name: "Dungeon Cleared!" });
    expect(within(chest).getByText("You found Minor Healing Potion!")).toBeTruthy();
    expect(within(chest).getByText("+300")).toBeTruthy();
    // Radix lets pointers through to a window once it is the top layer, a tick after it shows
    // on a busy machine: the click is tried until it is accepted.
    const ok = within(chest).getByRole("button", { name: "OK" });
    await waitFor(() => user.click(ok));
    const level = await screen.findByRole("dialog", { name: "Level Up!" });
    expect(within(level).getByText(/Level 1/).textContent).toBe("Level 1 →to 2");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const summary = screen.getByRole("region", { name: "Dungeon Cleared!" });
    expect(within(summary).getByText("+300")).toBeTruthy();
    expect(within(summary).getByText("+60")).toBeTruthy();
    expect(within(summary).getByText("Minor Healing Potion")).toBeTruthy();
    expect(within(summary).getByText(/Level Up! You reached level 2/)).toBeTruthy();
    const party = within(summary).getByRole("table", { name: "Party" });
    expect(within(party).getByRole("row", { name: "Aria 410 30" })).toBeTruthy();
    expect(within(party).getByRole("row", { name: "Jinwoo 295 21" })).toBeTruthy();
    const monsters = within(summary).getByRole("table", { name: "Monsters Slain" });
    expect(
      within(monsters).getByRole("row", { name: "Goblin Chieftain Grukk 165 12" }),
    ).toBeTruthy();
    // No toast over the Dashboard and no redirect: the summary stays until dismissed.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(window.location.pathname).toBe("/battle");
    expect(screen.queryByText(/Returning home/)).toBeNull();
    await user.click(within(summary).getByRole("link", { name: "Return Home" }));
    expect(window.location.pathname).toBe("/");
  });

  it("shows a reward once: the claim's reply again (a reload) opens no System window", async () => {
    const reply: CompleteReply = { ...CLAIMED, levelsGained: 1, newLevel: 2 };
    const first = renderBattle(makeBattle({ monsterCurrentHP: 0 }), ({ path }) =>
      path.endsWith("/complete") ? { body: reply } : undefined,
    );
    expect(await screen.findByRole("dialog", { name: "Level Up!" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "OK" }));
    first.unmount();
    renderBattle(makeBattle({ monsterCurrentHP: 0 }), ({ path }) =>
      path.endsWith("/complete") ? { body: { ...reply, alreadyClaimed: true } } : undefined,
    );
    expect(await screen.findByRole("heading", { name: "Next Enemy Approaching" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before using a potion, in the spec's words", async () => {
    const potion = makeItem({ name: "Healing Potion", usage: "heal_150", quantity: 2 });
    const { calls } = renderBattle(makeBattle(), ({ method, path }) => {
      if (path === "/api/inventory") {
        return {
          body: [
            potion,
            makeItem({ id: "i2", name: "Empty Flask", quantity: 0 }),
            makeItem({ id: "i3", name: "Iron Sword", type: "weapon", usage: null }),
          ],
        };
      }
      if (method === "POST" && path === "/api/inventory/use-item") {
        return {
          body: {
            message: "You drink Healing Potion and recover 10 HP.",
            healingAmount: 10,
            newHealth: 100,
            maxHealth: 100,
            quantity: 1,
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Items" }));
    await user.click(await screen.findByRole("button", { name: /Healing Potion/ }));
    expect(screen.queryByText("Empty Flask")).toBeNull();
    expect(screen.queryByText("Iron Sword")).toBeNull();

    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByRole("heading", { name: "Are you sure you want to use Healing Potion?" }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        "This will restore 10 HP, up to your maximum of 100 (the item holds 150).",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("This cannot be undone.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Use Item" }));

    expect(await screen.findByText("You drink Healing Potion and recover 10 HP.")).toBeTruthy();
    const use = calls.find((c) => c.path === "/api/inventory/use-item");
    expect(use?.body).toEqual({ itemId: potion.id });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("refuses a potion at full HP before asking, and says why", async () => {
    const { calls } = renderBattle(
      makeBattle({ playerCurrentHP: 100, playerMaxHP: 100 }),
      ({ path }) =>
        path === "/api/inventory" ? { body: [makeItem({ name: "Healing Potion" })] } : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Items" }));
    expect(await screen.findByText("Your HP is already full.")).toBeTruthy();
    const potion = screen.getByRole("button", { name: /Healing Potion/ });
    expect(potion.hasAttribute("disabled")).toBe(true);
    await user.click(potion);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((c) => c.path === "/api/inventory/use-item")).toBe(false);
  });

  it("says 'Failed to use item' with the fallback when the server gives no reason", async () => {
    renderBattle(makeBattle(), ({ method, path }) => {
      if (path === "/api/inventory") return { body: [makeItem()] };
      if (method === "POST") return { status: 500 };
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Items" }));
    await user.click(await screen.findByRole("button", { name: /Healing Potion/ }));
    await user.click(await screen.findByRole("button", { name: "Use Item" }));
    expect(await screen.findByText("Failed to use item")).toBeTruthy();
    expect(screen.getByText("Unknown error occurred")).toBeTruthy();
  });

  it("offers the class skill once per battle", async () => {
    renderBattle(makeBattle({ skillUsed: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Magic" }));
    expect(screen.getByText("Shadow Strike")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Already Used This Battle" }).hasAttribute("disabled"),
    ).toBe(true);
  });

  it("runs away: home on success, the spec's toasts otherwise", async () => {
    let attempt = 0;
    renderBattle(makeBattle(), ({ path }) => {
      if (!path.endsWith("/run-away")) return undefined;
      attempt += 1;
      if (attempt === 1) return { status: 500, body: { message: "boom", code: "internal" } };
      if (attempt === 2) {
        return {
          body: {
            success: false,
            message:
              "Failed to Escape! Goblin Scout attacks while you are distracted for 3 damage.",
            monsterDamage: 3,
            playerDefeated: false,
            timeUp: false,
            playerCurrentHP: 87,
          },
        };
      }
      return {
        body: {
          success: true,
          message: "You escaped.",
          monsterDamage: 0,
          playerDefeated: false,
          timeUp: false,
          playerCurrentHP: 87,
        },
      };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Run Away" }));
    expect(await screen.findByText("Escape Failed")).toBeTruthy();
    expect(screen.getByText("Something went wrong with your escape attempt.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Run Away" }));
    // The title once, and a body that does not say it again.
    expect(
      await screen.findByText("Goblin Scout attacks while you are distracted for 3 damage."),
    ).toBeTruthy();
    expect(screen.getAllByText("Failed to Escape!").length).toBeGreaterThan(0);
    expect(screen.queryByText(/Failed to Escape! Goblin/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Run Away" }));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });

  it("stores an escape's 'no battle' and a failed one's HP; the runChanged reads the log", async () => {
    let escapes = 0;
    const { calls, client } = renderBattle(makeBattle(), ({ path }) => {
      if (!path.endsWith("/run-away")) return undefined;
      escapes += 1;
      return {
        body:
          escapes === 1
            ? {
                success: false,
                message:
                  "Failed to Escape! Goblin Scout attacks while you are distracted for 3 damage.",
                monsterDamage: 3,
                playerDefeated: false,
                timeUp: false,
                playerCurrentHP: 87,
              }
            : {
                success: true,
                message: "You escaped from Goblin Scout. No rewards this time.",
                monsterDamage: 0,
                playerDefeated: false,
                timeUp: false,
                playerCurrentHP: 87,
              },
      };
    });
    const hunterId = makeUser().id;
    const battleReads = () =>
      calls.filter((c) => c.method === "GET" && c.path === "/api/battles/active").length;
    const hunterReads = () =>
      calls.filter((c) => c.method === "GET" && c.path === "/api/auth/user").length;
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Run Away" }));
    expect(await screen.findByText("Goblin Scout strikes for 3 damage!")).toBeTruthy();
    expect(client.getQueryData<Battle>(activeBattleQueryKey)?.playerCurrentHP).toBe(87);
    expect(battleReads()).toBe(1);
    // The failed escape's runChanged reads the battle once, for the log line the reply lacks.
    act(() => applyServerMessage(client, { type: "runChanged", userId: hunterId }));
    await waitFor(() => expect(battleReads()).toBe(2));

    const hunterBefore = hunterReads();
    await user.click(screen.getByRole("button", { name: "Run Away" }));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    expect(client.getQueryData(activeBattleQueryKey)).toBeNull();
    // The escape's own runChanged reads no battle; its hunterChanged reads the hunter once.
    act(() => {
      applyServerMessage(client, { type: "runChanged", userId: hunterId });
      applyServerMessage(client, { type: "hunterChanged", userId: hunterId });
    });
    await waitFor(() => expect(hunterReads()).toBe(hunterBefore + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(battleReads()).toBe(2);
  });

  // Last in the file: the counting mode is remembered for the rest of the visit.
  it("with the phone counting, opens the same attack's counter again after it lands", async () => {
    vi.stubGlobal(
      "DeviceMotionEvent",
      Object.assign(class {}, { requestPermission: vi.fn(async () => "granted") }),
    );
    const battle = makeBattle();
    const hit = makeBattle({ monsterCurrentHP: 102, log: [] });
    const { calls } = renderBattle(battle, ({ method }) =>
      method === "PATCH"
        ? { body: makeAttackReply(hit, { damage: 18, message: "Jab hits for 18." }) }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Attack" }));
    await user.click(screen.getByRole("button", { name: /Jab/ }));
    await user.click(screen.getByRole("button", { name: "Count with motion" }));
    await screen.findByRole("button", { name: "Count with motion", pressed: true });
    for (let i = 0; i < 3; i += 1) await user.click(repButton());
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(await screen.findByText("Jab: 18 damage")).toBeTruthy();
    // No menu to tap through: the next set of the same attack counts from 0.
    const counts = () => screen.getAllByRole("status").map((el) => el.textContent);
    await waitFor(() => expect(counts()).toContain("0 / 3"));
    expect(screen.queryByRole("button", { name: "Attack" })).toBeNull();

    // Back to taps: after the next hit the main menu returns, as before.
    await user.click(screen.getByRole("button", { name: "Tap" }));
    for (let i = 0; i < 3; i += 1) await user.click(repButton());
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(await screen.findByRole("button", { name: "Attack" })).toBeTruthy();
  });

  it("names the attacks and their kinds in Korean, on the buttons, the counter and the hit", async () => {
    await activateLanguage("ko");
    const hit = makeBattle({ monsterCurrentHP: 102, log: [] });
    renderBattle(makeBattle(), ({ method }) =>
      method === "PATCH" ? { body: makeAttackReply(hit, { damage: 18 }) } : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "공격" }));
    const attacks = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(attacks).toEqual([
      expect.stringMatching(/^잽약공격3회/),
      expect.stringMatching(/^혼신의 훅강공격6회/),
      expect.stringMatching(/^주먹 난타콤보8회/),
    ]);
    expect(screen.queryByText(/Jab|Haymaker|Fist Flurry|light|heavy|combo/)).toBeNull();

    await user.click(screen.getByRole("button", { name: /잽/ }));
    expect(screen.getByRole("heading", { name: /잽/ })).toBeTruthy();
    for (let rep = 0; rep < 3; rep++) await user.click(screen.getByRole("button", { name: /\+1/ }));
    expect(await screen.findByText(/^잽: 18/)).toBeTruthy();
  });
});
