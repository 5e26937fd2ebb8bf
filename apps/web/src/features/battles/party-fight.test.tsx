import type { PartyFighter, PartyRoster, TeammateHit } from "@repgate/contracts/battles";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applyServerMessage } from "../../app/realtime/apply-server-message.ts";
import { makeBattle } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { BattlePage } from "./battle-page.tsx";
import { PartyRoster as Roster } from "./party-roster.tsx";

const ENCOUNTER = "11111111-1111-4111-8111-111111111111";

function fighter(overrides: Partial<PartyFighter>): PartyFighter {
  return {
    id: "me",
    hunterName: "Jinwoo",
    currentHP: 100,
    maxHP: 100,
    state: "in",
    you: true,
    ...overrides,
  };
}

const ME = fighter({});
const ARIA = fighter({ id: "aria", hunterName: "Aria", currentHP: 82, you: false });

function hit(id: string, damage: number): TeammateHit {
  return {
    id,
    hunterId: "aria",
    hunterName: "Aria",
    damage,
    kind: "attack",
    text: `Slash hits Goblin Scout for ${damage} damage.`,
    at: new Date(Date.parse("2026-11-28T12:00:00Z") + damage).toISOString(),
  };
}

describe("PartyRoster", () => {
  it("shows each teammate's HP, and who is out of the fight and why", () => {
    render(
      <Roster
        members={[
          ME,
          ARIA,
          fighter({ id: "b", hunterName: "Baek", state: "fled", you: false }),
          fighter({ id: "c", hunterName: "Cha", state: "defeated", you: false }),
        ]}
      />,
    );
    const party = screen.getByRole("list", { name: "Party" });
    const chips = within(party).getAllByRole("listitem");
    // The hunter's own HP is the bar above: the row holds the teammates.
    expect(chips.map((c) => c.textContent)).toEqual(["Aria82/100 HP", "BaekFled", "ChaDefeated"]);
  });

  it("shows nothing for a party of one left in the fight", () => {
    const { container } = render(<Roster members={[ME]} />);
    expect(container.textContent).toBe("");
  });
});

describe("a party battle on the battle screen", () => {
  function renderPartyBattle() {
    window.history.replaceState(null, "", "/battle");
    const hunter = makeUser();
    const battle = makeBattle({ partyEncounterId: ENCOUNTER });
    let roster: PartyRoster = { encounterId: ENCOUNTER, members: [ME, ARIA], hits: [hit("a", 9)] };
    const calls = mockFetch((request) => {
      if (request.path === "/api/auth/user") return { body: hunter };
      if (request.path === "/api/battles/active") return { body: battle };
      if (request.path === `/api/battles/${battle.id}/party`) return { body: roster };
      return undefined;
    });
    const result = renderWithProviders(<BattlePage />);
    result.client.setQueryData(userQueryKey, hunter);
    return {
      ...result,
      calls,
      setRoster: (next: PartyRoster) => {
        roster = next;
      },
      hunterId: hunter.id,
    };
  }

  it("rises a teammate's hit, heard over the socket, as a number under their name", async () => {
    const { client, setRoster, hunterId } = renderPartyBattle();
    expect(await screen.findByRole("list", { name: "Party" })).toBeTruthy();
    // The blow already there when the screen opened is the past: no number rises for it.
    expect(screen.queryAllByTestId("damage-number")).toEqual([]);
    expect(screen.getByText("Aria: Slash hits Goblin Scout for 9 damage.")).toBeTruthy();

    setRoster({
      encounterId: ENCOUNTER,
      members: [ME, { ...ARIA, currentHP: 79 }],
      hits: [hit("a", 9), hit("b", 22)],
    });
    act(() =>
      applyServerMessage(client, {
        type: "partyBattleChanged",
        userId: hunterId,
        encounterId: ENCOUNTER,
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId("damage-number").map((n) => n.textContent)).toEqual([
        "Aria: 22",
      ]),
    );
    expect(screen.getByTestId("damage-number").dataset.tone).toBe("teammate");
    // In the log under their name, in the roster with their new HP, and said once, politely.
    expect(screen.getByText("Aria: Slash hits Goblin Scout for 22 damage.")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Party" })).getByText(/79\/100/)).toBeTruthy();
    expect(
      screen.getAllByRole("status").some((s) => s.textContent === "Aria hits for 22 damage."),
    ).toBe(true);
  });

  it("does not ask a lone battle for a party", async () => {
    window.history.replaceState(null, "", "/battle");
    const hunter = makeUser();
    const calls = mockFetch((request) => {
      if (request.path === "/api/auth/user") return { body: hunter };
      if (request.path === "/api/battles/active") return { body: makeBattle() };
      return undefined;
    });
    const { client } = renderWithProviders(<BattlePage />);
    client.setQueryData(userQueryKey, hunter);
    expect(await screen.findByRole("button", { name: "Attack" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Party" })).toBeNull();
    expect(calls.some((c) => c.path.endsWith("/party"))).toBe(false);
  });
});
