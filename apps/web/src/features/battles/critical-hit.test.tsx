import type { Battle } from "@repgate/contracts/battles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playSfx } from "../../lib/sfx.ts";
import { makeAttackReply, makeBattle } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { BattlePage } from "./battle-page.tsx";
import { CRITICAL_BUZZ, FloatingNumber } from "./hit-effects.tsx";

/**
 * A stand-in for the browser's audio that writes down the opening pitch of every tone, so a
 * test can tell which effect played. Created in this file's first render (sfx keeps one
 * context per page), after the stub is in place.
 */
const pitches: number[] = [];
class FakeAudioContext {
  state = "suspended";
  currentTime = 0;
  destination = {};
  resume() {
    this.state = "running";
    return Promise.resolve();
  }
  createOscillator() {
    let first = true;
    return {
      type: "sine",
      frequency: {
        setValueAtTime: (hz: number) => {
          if (first) pitches.push(hz);
          first = false;
        },
        exponentialRampToValueAtTime: () => undefined,
      },
      connect: (next: unknown) => next,
      start: () => undefined,
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (next: unknown) => next,
    };
  }
}

/** The pitches one effect plays, heard through the same fake audio. */
function pitchesOf(effect: Parameters<typeof playSfx>[0]): number[] {
  const before = pitches.length;
  playSfx(effect);
  return pitches.splice(before);
}

function renderBattle(battle: Battle, reply: Parameters<typeof makeAttackReply>[1]) {
  window.history.replaceState(null, "", "/battle");
  const hunter = makeUser();
  const after = makeBattle({ monsterCurrentHP: 83, log: [] });
  mockFetch((request) => {
    if (request.path === "/api/auth/user") return { body: hunter };
    if (request.method === "PATCH") return { body: makeAttackReply(after, reply) };
    if (request.path === "/api/battles/active") return { body: battle };
    if (request.path === "/api/battles/pending-next") return { body: null };
    return undefined;
  });
  const result = renderWithProviders(<BattlePage />);
  result.client.setQueryData(userQueryKey, hunter);
}

async function jab(reply: Parameters<typeof makeAttackReply>[1]) {
  renderBattle(makeBattle(), reply);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Attack" }));
  await user.click(screen.getByRole("button", { name: /Jab/ }));
  for (let rep = 0; rep < 3; rep++)
    await user.click(screen.getByRole("button", { name: "+1 Rep" }));
}

let buzz: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal("AudioContext", FakeAudioContext);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  buzz = vi.fn();
  Object.defineProperty(navigator, "vibrate", { value: buzz, configurable: true });
  pitches.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "vibrate");
  localStorage.clear();
});

describe("a critical hit on the battle screen", () => {
  it("rises as the server's figure, big and gold, under 'CRITICAL!'", async () => {
    await jab({
      damage: 37,
      critical: true,
      message: "Critical hit! Jab hits Goblin Scout for 37 damage.",
    });
    const monster = screen.getByTestId("monster-figure");
    const number = await within(monster).findByTestId("damage-number");
    expect(number.getAttribute("data-tone")).toBe("critical");
    expect(number.textContent).toBe("CRITICAL!37");
    expect(number.className).toContain("text-yellow-300");
    expect(number.className).toContain("text-5xl");
    expect(number.className).toContain("crit-float");
    // The result line tells it in words, once, for every hunter (and screen readers).
    expect(screen.getByText("Critical hit! Jab hits Goblin Scout for 37 damage.")).toBeTruthy();
  });

  it("plays the critical sound and buzzes the longer pattern", async () => {
    await jab({ damage: 37, critical: true });
    await screen.findByTestId("damage-number");
    await waitFor(() => expect(buzz).toHaveBeenCalledWith(CRITICAL_BUZZ));
    const heard = pitches.slice();
    const critical = pitchesOf("critical");
    expect(critical.length).toBeGreaterThan(0);
    expect(heard.slice(-critical.length)).toEqual(critical);
    expect(heard).not.toContain(pitchesOf("hit")[0]);
  });

  it("a plain hit keeps the plain number, sound and buzz", async () => {
    await jab({ damage: 25, critical: false });
    const number = await within(screen.getByTestId("monster-figure")).findByTestId("damage-number");
    expect(number.getAttribute("data-tone")).toBe("hit");
    expect(number.textContent).toBe("25");
    await waitFor(() => expect(buzz).toHaveBeenCalledWith(60));
    expect(buzz).not.toHaveBeenCalledWith(CRITICAL_BUZZ);
    const heard = pitches.slice();
    const hit = pitchesOf("hit");
    expect(hit.length).toBeGreaterThan(0);
    expect(heard.slice(-hit.length)).toEqual(hit);
  });
});

describe("FloatingNumber", () => {
  it("fades a critical in place under reduced motion, still labelled", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithProviders(
      <div className="relative">
        <FloatingNumber value={54} tone="critical" />
      </div>,
    );
    const number = screen.getByTestId("damage-number");
    expect(number.textContent).toBe("CRITICAL!54");
    expect(number.className).toContain("hit-fade");
    expect(number.className).not.toContain("crit-float");
  });
});
