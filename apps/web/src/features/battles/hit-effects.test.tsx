import type { Battle } from "@repgate/contracts/battles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAttackReply, makeBattle } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { BattlePage } from "./battle-page.tsx";
import { FloatingNumber } from "./hit-effects.tsx";

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
  return result;
}

/** Attacks with Jab (3 reps) against a server that answers with `reply`'s figures. */
async function jab(reply: Parameters<typeof makeAttackReply>[1]) {
  const after = makeBattle({ monsterCurrentHP: 99, playerCurrentHP: 88, log: [] });
  renderBattle(makeBattle(), ({ method }) =>
    method === "PATCH" ? { body: makeAttackReply(after, reply) } : undefined,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Attack" }));
  await user.click(screen.getByRole("button", { name: /Jab/ }));
  for (let rep = 0; rep < 3; rep++)
    await user.click(screen.getByRole("button", { name: "+1 Rep" }));
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const ANIMATED = [".hit-float", ".monster-flinch", ".panel-shake", ".monster-fall"];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("hit effects", () => {
  it("an attack's reply rises from the monster as the server's figure, announced once", async () => {
    reduceMotion(false);
    await jab({ damage: 21, message: "Jab hits for 21." });
    const monster = screen.getByTestId("monster-figure");
    const number = await within(monster).findByTestId("damage-number");
    expect(number.textContent).toBe("21");
    expect(number.getAttribute("data-tone")).toBe("hit");
    expect(number.className).toContain("hit-float");
    expect(number.getAttribute("aria-hidden")).toBe("true");
    expect(monster.querySelector(".monster-flinch")).not.toBeNull();
    // Read out once, politely, by the result line (not per rep).
    const live = screen.getByText("Jab: 21 damage").closest("[aria-live]");
    expect(live?.getAttribute("aria-live")).toBe("polite");
    // The monster did not strike back: the hunter's panel holds still and shows no number.
    const hunter = screen.getByTestId("hunter-frame");
    expect(within(hunter).queryByTestId("damage-number")).toBeNull();
    expect(hunter.querySelector(".panel-shake")).toBeNull();
  });

  it("a counter-attack shakes the hunter's HP and shows its own number", async () => {
    reduceMotion(false);
    await jab({ damage: 12, monsterCounterAttack: true, monsterDamage: 9 });
    const hunter = screen.getByTestId("hunter-frame");
    const number = await within(hunter).findByTestId("damage-number");
    expect(number.textContent).toBe("9");
    expect(number.getAttribute("data-tone")).toBe("counter");
    expect(hunter.querySelector(".panel-shake")).not.toBeNull();
    expect(
      within(screen.getByTestId("monster-figure")).getByTestId("damage-number").textContent,
    ).toBe("12");
  });

  it("under reduced motion, the same hit only fades: no transform animation, no buzz", async () => {
    reduceMotion(true);
    const buzz = vi.fn();
    Object.defineProperty(navigator, "vibrate", { value: buzz, configurable: true });
    await jab({ damage: 21, monsterCounterAttack: true, monsterDamage: 9 });
    const numbers = await screen.findAllByTestId("damage-number");
    expect(numbers.map((n) => n.textContent)).toEqual(["21", "9"]);
    for (const number of numbers) expect(number.className).toContain("hit-fade");
    for (const selector of ANIMATED) expect(document.querySelector(selector)).toBeNull();
    expect(buzz).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, "vibrate");
  });

  it("buzzes a hit and a counter-attack where the device can", async () => {
    reduceMotion(false);
    const buzz = vi.fn();
    Object.defineProperty(navigator, "vibrate", { value: buzz, configurable: true });
    await jab({ damage: 21, monsterCounterAttack: true, monsterDamage: 9 });
    await waitFor(() => expect(buzz).toHaveBeenCalledWith([0, 250, 120]));
    Reflect.deleteProperty(navigator, "vibrate");
  });

  it("the HP bar drains with a ghost that holds where the HP was, then catches up", async () => {
    reduceMotion(false);
    await jab({ damage: 21 });
    await screen.findByText("Jab: 21 damage");
    const trail = screen.getByTestId("hp-trail");
    expect(trail.style.width).toBe("100%");
    await waitFor(() => expect(trail.style.width).toBe(`${(99 / 120) * 100}%`));
  });

  it("shows a teammate's hit with their name", () => {
    reduceMotion(false);
    renderWithProviders(
      <div className="relative">
        <FloatingNumber value={22} label="Aria" />
      </div>,
    );
    expect(screen.getByTestId("damage-number").textContent).toBe("Aria: 22");
  });

  it("styles a skill's damage apart from an attack's", () => {
    reduceMotion(false);
    renderWithProviders(<FloatingNumber value={40} tone="skill" />);
    expect(screen.getByTestId("damage-number").getAttribute("data-tone")).toBe("skill");
  });
});
