import type { Battle } from "@repgate/contracts/battles";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAttackReply, makeBattle } from "../../../test/fixtures.ts";
import { mockFetch, renderWithProviders } from "../../../test/render.tsx";
import { ControllerScreen } from "./controller-screen.tsx";

type Handler = Parameters<typeof mockFetch>[0];

const TOKEN = "a".repeat(43);

function renderPhone(token: string | null, battle: Battle, handler: Handler = () => undefined) {
  window.history.replaceState(null, "", token ? `/#controller=${token}` : "/#controller");
  const calls = mockFetch((request) => {
    const handled = handler(request);
    if (handled) return handled;
    if (request.method === "POST" && request.path.startsWith("/api/controllers/")) {
      return { body: { battleId: battle.id, message: "This phone is now your controller." } };
    }
    if (request.path === "/api/controller") return { body: { battle, endedReason: null } };
    return undefined;
  });
  renderWithProviders(<ControllerScreen token={token} />);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ControllerScreen", () => {
  it("claims the link once, forgets it, and shows the battle and the hunter's HP", async () => {
    const battle = makeBattle({ playerCurrentHP: 73, playerMaxHP: 100 });
    const calls = renderPhone(TOKEN, battle);
    expect((await screen.findByText(/Your HP:/)).textContent).toContain("Your HP: 73 / 100");
    expect(calls.filter((c) => c.path === `/api/controllers/${TOKEN}/claim`)).toHaveLength(1);
    expect(window.location.hash).toBe("#controller");
    expect(screen.getByRole("button", { name: "+1 rep" })).toBeTruthy();
  });

  it("counts reps down on the big +1 and strikes when the move's reps are done", async () => {
    const user = userEvent.setup();
    const battle = makeBattle();
    const light = battle.attacks[0];
    if (!light) throw new Error("the fixture battle has no attacks");
    const calls = renderPhone(TOKEN, battle, (request) =>
      request.path === "/api/controller/attack"
        ? {
            body: makeAttackReply(battle, {
              damage: 9,
              message: `${light.name} hits for 9 damage.`,
            }),
          }
        : undefined,
    );
    const plusOne = await screen.findByRole("button", { name: "+1 rep" });
    expect(screen.getByText(`${light.name}: ${light.reps} reps to go`)).toBeTruthy();
    for (let i = 1; i < light.reps; i += 1) await user.click(plusOne);
    expect(screen.getByText(`${light.name}: 1 rep to go`)).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/controller/attack")).toHaveLength(0);
    await user.click(plusOne);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/controller/attack").map((c) => c.body)).toEqual([
        { attack: light.kind, reps: light.reps },
      ]),
    );
    expect(await screen.findByText(`${light.name} hits for 9 damage.`)).toBeTruthy();
  });

  it("vibrates when the monster strikes back", async () => {
    const user = userEvent.setup();
    const buzz = vi.fn();
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { vibrate: buzz }));
    const battle = makeBattle();
    const light = battle.attacks[0];
    if (!light) throw new Error("the fixture battle has no attacks");
    renderPhone(TOKEN, battle, (request) =>
      request.path === "/api/controller/attack"
        ? {
            body: makeAttackReply(battle, {
              monsterCounterAttack: true,
              monsterDamage: 6,
              monsterName: battle.monsterName,
            }),
          }
        : undefined,
    );
    const plusOne = await screen.findByRole("button", { name: "+1 rep" });
    for (let i = 0; i < light.reps; i += 1) await user.click(plusOne);
    expect(await screen.findByText(/strikes back for 6 damage!/)).toBeTruthy();
    expect(buzz).toHaveBeenCalledWith([0, 250, 120]);
  });

  it("claims by the typed code, and says why a wrong one is refused", async () => {
    const user = userEvent.setup();
    const refused =
      "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.";
    const calls = renderPhone(null, makeBattle(), (request) =>
      request.path === "/api/controllers/claim" &&
      (request.body as { code: string }).code === "WRONG2"
        ? { status: 404, body: { message: refused } }
        : undefined,
    );
    await user.type(screen.getByLabelText("Code shown on the big screen"), "WRONG2");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect((await screen.findByRole("alert")).textContent).toContain(refused);
    await user.clear(screen.getByLabelText("Code shown on the big screen"));
    await user.type(screen.getByLabelText("Code shown on the big screen"), "ABC234");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByRole("button", { name: "+1 rep" })).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/controllers/claim").map((c) => c.body)).toEqual([
      { code: "WRONG2" },
      { code: "ABC234" },
    ]);
  });

  it("says so when the battle is over", async () => {
    renderPhone(TOKEN, makeBattle(), (request) =>
      request.path === "/api/controller"
        ? {
            body: {
              battle: null,
              endedReason: "The battle is over. Pair again from the big screen for the next one.",
            },
          }
        : undefined,
    );
    expect(
      await screen.findByText(
        "The battle is over. Pair again from the big screen for the next one.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "+1 rep" })).toBeNull();
  });
});
