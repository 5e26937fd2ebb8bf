import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeBattle, makeDungeon, makeRun } from "../../test/fixtures.ts";
import { headingLevelSkips } from "../../test/heading-order.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { DungeonsPage } from "./dungeons-page.tsx";

type Handler = Parameters<typeof mockFetch>[0];

function renderDungeons(handler: Handler) {
  const hunter = makeUser({ combatPower: 68 });
  const calls = mockFetch((request) =>
    request.path === "/api/auth/user" ? { body: hunter } : handler(request),
  );
  const result = renderWithProviders(<DungeonsPage />);
  result.client.setQueryData(userQueryKey, hunter);
  return { ...result, calls };
}

const card = (name: string) => screen.getByRole("article", { name });

describe("DungeonsPage", () => {
  it("shows each card's facts, countdown and match label against the hunter's CP", async () => {
    const now = Date.now();
    const { calls } = renderDungeons(({ path }) =>
      path === "/api/dungeons"
        ? {
            body: [
              makeDungeon({ id: "a", name: "Goblin Warren", recommendedCP: 60 }),
              makeDungeon({
                id: "b",
                name: "Dragon Lair",
                rank: "S",
                recommendedCP: 500,
                expiresAt: new Date(now + 90_500).toISOString(),
              }),
              makeDungeon({
                id: "c",
                name: "Slime Cellar",
                recommendedCP: 30,
                expiresAt: new Date(now - 1000).toISOString(),
              }),
              makeDungeon({
                id: "d",
                name: "Riverside Patrol",
                type: "movement",
                requiredDistance: 1.5,
                enemySequence: [],
                bossName: null,
                recommendedCP: 100,
              }),
            ],
          }
        : undefined,
    );

    expect(await screen.findByRole("heading", { name: "Active Dungeons" })).toBeTruthy();
    expect(screen.getByText("Your Combat Power")).toBeTruthy();
    expect(screen.getByText("68")).toBeTruthy();

    const goblins = await screen.findByRole("article", { name: "Goblin Warren" });
    expect(within(goblins).getByText("Perfect Match!")).toBeTruthy();
    expect(within(goblins).getByText("E-Rank")).toBeTruthy();
    expect(
      within(goblins).getByRole("img", { name: "Illustration of Goblin Warren" }),
    ).toBeTruthy();
    expect(within(goblins).getByText("11 min")).toBeTruthy();
    expect(within(goblins).getByText("300 XP · 60 Gold")).toBeTruthy();
    expect(within(goblins).getByText("15% potion")).toBeTruthy();
    expect(within(goblins).getByText(/^(4h 59m|5h 0m)$/)).toBeTruthy();

    // An E-rank hunter's gates to start with: the S-rank gate shows under All.
    expect(screen.queryByRole("article", { name: "Dragon Lair" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Gate rank"), { target: { value: "all" } });
    const dragon = card("Dragon Lair");
    expect(within(dragon).getByText("Too Dangerous")).toBeTruthy();
    expect(within(dragon).getByText(/^1m (29|30)s$/)).toBeTruthy();

    const slimes = card("Slime Cellar");
    expect(within(slimes).getByText("Easy Clear")).toBeTruthy();
    expect(within(slimes).getByText("Expired")).toBeTruthy();
    expect(
      within(slimes).getByRole("button", { name: "Gate Closed" }).hasAttribute("disabled"),
    ).toBe(true);

    const run = card("Riverside Patrol");
    expect(within(run).getByText("Challenging")).toBeTruthy();
    expect(within(run).getByText("Cover 1.50 km on foot or by bike.")).toBeTruthy();

    expect(screen.getByRole("heading", { name: "Dungeon Guide" })).toBeTruthy();
    // Cards straight under the h1 are h2s: no level skipped (axe heading-order).
    expect(headingLevelSkips()).toEqual([]);
    // The poll revalidates with the browser cache, so an unchanged list is a 304.
    const poll = calls.find((c) => c.path === "/api/dungeons");
    expect(poll?.cache).toBe("no-cache");
  });

  it("shows the empty state in the spec's words", async () => {
    renderDungeons(({ path }) => (path === "/api/dungeons" ? { body: [] } : undefined));
    expect(await screen.findByRole("heading", { name: "No Active Dungeons" })).toBeTruthy();
    expect(screen.getByText("New dungeons spawn daily. Check back later!")).toBeTruthy();
  });

  it("enters a combat dungeon and goes to the battle", async () => {
    const dungeon = makeDungeon();
    const battle = makeBattle();
    const { calls } = renderDungeons(({ method, path }) => {
      if (path === "/api/dungeons") return { body: [dungeon] };
      if (method === "POST" && path === `/api/dungeons/${dungeon.id}/enter`) {
        return {
          body: {
            message: "You enter Goblin Warren. A Goblin Scout appears!",
            monsterName: "Goblin Scout",
            battle,
            movementRun: null,
            dungeon,
          },
        };
      }
      if (path === "/api/battles/active") return { body: null };
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Enter Goblin Warren" }));
    expect(await screen.findByText("Dungeon Entered!")).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe("/battle"));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("sends one entry for a double tap on Enter and goes to the battle", async () => {
    const dungeon = makeDungeon();
    const battle = makeBattle();
    const { calls } = renderDungeons(({ method, path }) => {
      if (path === "/api/dungeons") return { body: [dungeon] };
      if (method === "POST" && path === `/api/dungeons/${dungeon.id}/enter`) {
        return {
          body: {
            message: "You enter.",
            monsterName: "Goblin Scout",
            battle,
            movementRun: null,
            dungeon,
          },
        };
      }
      if (path === "/api/battles/active") return { body: null };
      return undefined;
    });
    const enter = await screen.findByRole("button", { name: "Enter Goblin Warren" });
    // Both taps land before React renders the button disabled.
    fireEvent.click(enter);
    fireEvent.click(enter);
    await waitFor(() => expect(window.location.pathname).toBe("/battle"));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("goes to the battle when the entry's 409 is this dungeon's run already begun", async () => {
    const dungeon = makeDungeon();
    renderDungeons(({ method, path }) => {
      if (path === "/api/dungeons") return { body: [dungeon] };
      if (method === "POST") {
        return {
          status: 409,
          body: { message: "You are already in a battle.", code: "conflict" },
        };
      }
      if (path === "/api/battles/active") return { body: makeBattle({ dungeonId: dungeon.id }) };
      if (path === "/api/movement/active") return { body: null };
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Enter Goblin Warren" }));
    await waitFor(() => expect(window.location.pathname).toBe("/battle"));
    expect(screen.queryByText("Failed to Enter Dungeon")).toBeNull();
  });

  it("shows the server's reason when entering fails", async () => {
    const dungeon = makeDungeon();
    renderDungeons(({ method, path }) => {
      if (path === "/api/dungeons") return { body: [dungeon] };
      if (method === "POST") {
        return {
          status: 409,
          body: { message: "You are already in a battle.", code: "conflict" },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Enter Goblin Warren" }));
    expect(await screen.findByText("Failed to Enter Dungeon")).toBeTruthy();
    expect(screen.getByText("You are already in a battle.")).toBeTruthy();
    expect(window.location.pathname).toBe("/");
  });
});

describe("Entering a movement dungeon", () => {
  type Success = (position: GeolocationPosition) => void;
  type Failure = (error: GeolocationPositionError) => void;
  const patrol = makeDungeon({
    id: "patrol",
    name: "Riverside Patrol",
    type: "movement",
    requiredDistance: 1.5,
    enemySequence: [],
    bossName: null,
  });

  /** A fake navigator.geolocation whose one-off position request `answer` settles. */
  function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
    const getCurrentPosition = vi.fn(answer);
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
    });
    return getCurrentPosition;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, "geolocation");
  });

  const enterCalls = (calls: { method: string; path: string }[]) =>
    calls.filter((c) => c.method === "POST" && c.path === "/api/dungeons/patrol/enter");

  it("asks for location first and does not enter when it is refused", async () => {
    const asked = fakeGeolocation((_success, failure) =>
      failure({ code: 1, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
    );
    const { calls } = renderDungeons(({ path }) =>
      path === "/api/dungeons" ? { body: [patrol] } : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Enter Riverside Patrol" }));
    expect(await screen.findByText("Location Needed")).toBeTruthy();
    expect(screen.getByText(/Location access is off\..*Your run has not started\./)).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(enterCalls(calls)).toHaveLength(0);
    expect(window.location.pathname).not.toMatch(/^\/dungeon\//);
  });

  it("enters only once a position has arrived", async () => {
    let arrive: () => void = () => {};
    fakeGeolocation((success) => {
      arrive = () => success({ coords: {}, timestamp: Date.now() } as GeolocationPosition);
    });
    const { calls } = renderDungeons(({ method, path }) => {
      if (path === "/api/dungeons") return { body: [patrol] };
      if (method === "POST" && path === "/api/dungeons/patrol/enter") {
        return {
          body: {
            message: "You enter Riverside Patrol.",
            monsterName: "",
            battle: null,
            movementRun: makeRun({ dungeonId: "patrol" }),
            dungeon: patrol,
          },
        };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole("button", { name: "Enter Riverside Patrol" }));
    expect(await screen.findByRole("button", { name: "Finding Your Location..." })).toBeTruthy();
    expect(enterCalls(calls)).toHaveLength(0);
    await act(async () => arrive());
    await waitFor(() => expect(enterCalls(calls)).toHaveLength(1));
    await waitFor(() => expect(window.location.pathname).toBe("/dungeon/patrol"));
  });

  it("never asks a combat dungeon for location", async () => {
    const asked = fakeGeolocation(() => {});
    const { calls } = renderDungeons(({ path }) =>
      path === "/api/dungeons" ? { body: [makeDungeon()] } : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Enter Goblin Warren" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/enter"))).toBe(true),
    );
    expect(asked).not.toHaveBeenCalled();
  });
});
