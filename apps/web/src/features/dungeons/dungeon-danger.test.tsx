import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeBattle, makeDungeon } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { DungeonsPage } from "./dungeons-page.tsx";
import { gateDanger, nearRanks } from "./gate-danger.ts";

const GATES = [
  makeDungeon({ id: "e", name: "Goblin Warren", rank: "E", recommendedCP: 60 }),
  makeDungeon({ id: "d", name: "Orc Barracks", rank: "D", recommendedCP: 70 }),
  makeDungeon({ id: "c", name: "Wolf Den", rank: "C", recommendedCP: 300 }),
  makeDungeon({ id: "s", name: "Dragon Lair", rank: "S", recommendedCP: 5000 }),
];

function renderGates() {
  window.history.replaceState(null, "", "/dungeons");
  const hunter = makeUser({ rank: "E", combatPower: 68 });
  const calls = mockFetch(({ method, path }) => {
    if (path === "/api/auth/user") return { body: hunter };
    if (path === "/api/dungeons") return { body: GATES };
    if (path === "/api/battles/active") return { body: null };
    const entered = GATES.find((gate) => path === `/api/dungeons/${gate.id}/enter`);
    if (method === "POST" && entered) {
      return {
        body: {
          message: `You enter ${entered.name}.`,
          monsterName: "Goblin Scout",
          battle: makeBattle(),
          movementRun: null,
          dungeon: entered,
        },
      };
    }
    return undefined;
  });
  const result = renderWithProviders(<DungeonsPage />);
  result.client.setQueryData(userQueryKey, hunter);
  return calls;
}

const entries = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.method === "POST" && c.path.endsWith("/enter"));

const names = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("the Dungeons page's rank filter", () => {
  it("starts at the hunter's rank, and shows those near it, every rank or one on request", async () => {
    const user = userEvent.setup();
    renderGates();
    await screen.findByRole("article", { name: "Goblin Warren" });
    expect(names()).toEqual(["Goblin Warren"]);
    expect(screen.getByText("1 of 4 gates")).toBeTruthy();
    const filter = screen.getByLabelText("Gate rank");
    expect(screen.getByRole("option", { name: "E-Rank (your rank)" })).toBeTruthy();
    await user.selectOptions(filter, "near");
    expect(names()).toEqual(["Goblin Warren", "Orc Barracks"]);
    await user.selectOptions(filter, "all");
    expect(names()).toEqual(["Goblin Warren", "Orc Barracks", "Wolf Den", "Dragon Lair"]);
    await user.selectOptions(filter, "S");
    expect(names()).toEqual(["Dragon Lair"]);
    await user.selectOptions(filter, "A");
    expect(screen.getByText("No gates of these ranks are open right now.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show All Ranks" }));
    expect(names()).toHaveLength(4);
  });

  it("near an E-rank is E and D; near a C-rank is D, C and B; near S is A and S", () => {
    expect(nearRanks("E")).toEqual(["E", "D"]);
    expect(nearRanks("C")).toEqual(["D", "C", "B"]);
    expect(nearRanks("S")).toEqual(["A", "S"]);
  });
});

describe("entering a dangerous gate", () => {
  it("asks first, naming the danger, and enters only on 'Enter Anyway'", async () => {
    const user = userEvent.setup();
    const calls = renderGates();
    await user.selectOptions(await screen.findByLabelText("Gate rank"), "all");
    await user.click(screen.getByRole("button", { name: "Enter Dragon Lair" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Enter Dragon Lair?" });
    expect(
      within(dialog).getByText(/This S-Rank gate is 5 ranks above your E-Rank\./),
    ).toBeTruthy();
    expect(within(dialog).getByText(/It is Too Dangerous/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(entries(calls)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Enter Dragon Lair" }));
    await user.click(await screen.findByRole("button", { name: "Enter Anyway" }));
    await waitFor(() => expect(entries(calls)).toHaveLength(1));
    expect(entries(calls)[0]?.path).toBe("/api/dungeons/s/enter");
  });

  it("enters a gate of the hunter's rank that suits them at once", async () => {
    const user = userEvent.setup();
    const calls = renderGates();
    await user.click(await screen.findByRole("button", { name: "Enter Goblin Warren" }));
    await waitFor(() => expect(entries(calls)).toHaveLength(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("names each danger: a rank above, Too Dangerous, or both; none for a fair gate", () => {
    const hunter = { rank: "E" as const, combatPower: 68 };
    expect(gateDanger(hunter, { rank: "E", recommendedCP: 60 })).toBeNull();
    expect(gateDanger(hunter, { rank: "D", recommendedCP: 70 })).toBe(
      "This D-Rank gate is 1 rank above your E-Rank.",
    );
    expect(gateDanger(hunter, { rank: "E", recommendedCP: 200 })).toMatch(
      /^It is Too Dangerous: your Combat Power of 68 is under 60% of the 200 it recommends\./,
    );
    expect(
      gateDanger({ rank: "C", combatPower: 900 }, { rank: "D", recommendedCP: 70 }),
    ).toBeNull();
  });
});
