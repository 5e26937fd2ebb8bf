import type { Battle } from "@repgate/contracts/battles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAttackReply, makeBattle } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { BattlePage } from "./battle-page.tsx";

type Handler = Parameters<typeof mockFetch>[0];

function renderBattle(battle: Battle, handler: Handler) {
  window.history.replaceState(null, "", "/battle");
  const hunter = makeUser();
  mockFetch((request) => {
    if (request.path === "/api/auth/user") return { body: hunter };
    const handled = handler(request);
    if (handled) return handled;
    if (request.path === "/api/battles/active") return { body: battle };
    if (request.path === "/api/battles/pending-next") return { body: null };
    return undefined;
  });
  const result = renderWithProviders(<BattlePage />);
  result.client.setQueryData(userQueryKey, hunter);
}

/** The toasts on screen (Radix renders each as a list item of the toast viewport). */
const toasts = () => Array.from(document.querySelectorAll("li[data-variant]"));

async function lightAttack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Attack" }));
  await user.click(screen.getByRole("button", { name: /Jab/ }));
  for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole("button", { name: "+1 Rep" }));
}

describe("battle feedback", () => {
  it("says a failed escape in the combat panel, where no toast covers the menu", async () => {
    renderBattle(makeBattle(), ({ path }) =>
      path.endsWith("/run-away")
        ? {
            body: {
              success: false,
              message:
                "Failed to Escape! Goblin Scout attacks while you are distracted for 3 damage.",
              monsterDamage: 3,
              playerDefeated: false,
              timeUp: false,
              playerCurrentHP: 87,
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Run Away" }));
    const combat = screen.getByRole("region", { name: "Combat" });
    expect(await within(combat).findByText("Failed to Escape!")).toBeTruthy();
    expect(within(combat).getByText("Goblin Scout strikes for 3 damage!")).toBeTruthy();
    expect(within(combat).getByRole("button", { name: "Run Away" })).toBeTruthy();
    expect(toasts()).toHaveLength(0);
  });

  it("says a refused attack in the combat panel in red, with the server's reason", async () => {
    renderBattle(makeBattle(), ({ method }) =>
      method === "PATCH"
        ? { status: 400, body: { message: "Those reps came too fast.", code: "bad_request" } }
        : undefined,
    );
    const user = userEvent.setup();
    await lightAttack(user);
    const combat = screen.getByRole("region", { name: "Combat" });
    const failure = await within(combat).findByText("Attack Failed");
    expect(failure.closest("[data-result]")?.getAttribute("data-result")).toBe("failed");
    expect(within(combat).getByText("Those reps came too fast.")).toBeTruthy();
    expect(toasts()).toHaveLength(0);
  });

  it("says 'Defeat!' once: the toast's body drops the word the server's message starts with", async () => {
    const fallen = makeBattle({ playerCurrentHP: 0 });
    renderBattle(makeBattle(), ({ method }) =>
      method === "PATCH"
        ? {
            body: makeAttackReply(fallen, {
              playerDefeated: true,
              message: "Defeat! Goblin Scout struck you down.",
            }),
          }
        : undefined,
    );
    const user = userEvent.setup();
    await lightAttack(user);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const [shown] = toasts();
    expect(within(shown as HTMLElement).getByText("Defeat!")).toBeTruthy();
    expect(within(shown as HTMLElement).getByText("Goblin Scout struck you down.")).toBeTruthy();
    expect(shown?.textContent?.match(/Defeat!/g)).toHaveLength(1);
  });
});
