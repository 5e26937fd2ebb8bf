import type { Battle } from "@repgate/contracts/battles";
import type { ControllerServerMessage } from "@repgate/contracts/controllers";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { makeAttackReply, makeBattle } from "../../../test/fixtures.ts";
import { mockFetch, renderWithProviders } from "../../../test/render.tsx";
import { ControllerScreen } from "./controller-screen.tsx";

type Handler = Parameters<typeof mockFetch>[0];

const TOKEN = "a".repeat(43);

/** The browser's WebSocket, as far as the phone uses it: the test plays the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      act(() => this.onopen?.());
    });
  }
  send(frame: string) {
    this.sent.push(JSON.parse(frame));
  }
  close() {
    this.readyState = 3;
  }
  push(message: ControllerServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function socket(): FakeSocket {
  if (!FakeSocket.last) throw new Error("the phone opened no socket");
  return FakeSocket.last;
}

function renderPhone(
  token: string | null,
  battle: () => Battle,
  handler: Handler = () => undefined,
) {
  window.history.replaceState(null, "", token ? `/#controller=${token}` : "/#controller");
  const calls = mockFetch((request) => {
    const handled = handler(request);
    if (handled) return handled;
    if (request.method === "POST" && request.path.startsWith("/api/controllers/")) {
      return { body: { battleId: battle().id, message: "This phone is now your controller." } };
    }
    if (request.path === "/api/controller")
      return { body: { battle: battle(), endedReason: null } };
    return undefined;
  });
  renderWithProviders(<ControllerScreen token={token} />);
  return calls;
}

beforeEach(() => {
  FakeSocket.last = null;
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function doReps(reps: number) {
  const user = userEvent.setup();
  const plusOne = await screen.findByRole("button", { name: /\+1 Rep/ });
  await screen.findByText("Connected to the big screen.");
  for (let i = 0; i < reps; i += 1) await user.click(plusOne);
}

describe("ControllerScreen", () => {
  it("claims the link once, forgets it, opens its socket and shows the battle and the hunter's HP", async () => {
    const battle = makeBattle({ playerCurrentHP: 73, playerMaxHP: 100 });
    const calls = renderPhone(TOKEN, () => battle);
    expect((await screen.findByText(/Your HP:/)).textContent).toContain("Your HP: 73 / 100");
    expect(calls.filter((c) => c.path === `/api/controllers/${TOKEN}/claim`)).toHaveLength(1);
    expect(window.location.hash).toBe("#controller");
    await waitFor(() => expect(socket().url).toMatch(/\/ws\/controller$/));
    expect(await screen.findByText("Connected to the big screen.")).toBeTruthy();
    // The battle screen's own counter: the big +1, the camera and the motion sensor.
    expect(screen.getByRole("button", { name: /\+1 Rep/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Camera/i })).toBeTruthy();
  });

  it("counts the move's reps and strikes on the socket when they are done, not over HTTP", async () => {
    const battle = makeBattle();
    const light = battle.attacks[0];
    if (!light) throw new Error("the fixture battle has no attacks");
    const calls = renderPhone(TOKEN, () => battle);
    await doReps(light.reps - 1);
    expect(screen.getByText(`${light.reps - 1} / ${light.reps}`)).toBeTruthy();
    expect(socket().sent).toEqual([]);
    await doReps(1);
    await waitFor(() =>
      expect(socket().sent).toEqual([
        { type: "strike", id: 1, move: { kind: "attack", attack: light.kind, reps: light.reps } },
      ]),
    );
    socket().push({
      type: "struck",
      id: 1,
      reply: makeAttackReply(battle, { damage: 9, message: `${light.name} hits for 9 damage.` }),
    });
    expect(await screen.findByText(`${light.name} hits for 9 damage.`)).toBeTruthy();
    // A new set starts from zero.
    expect(screen.getByText(`0 / ${light.reps}`)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith("/api/controller/"))).toBe(false);
  });

  it("says why a strike was refused and keeps the count to send again", async () => {
    const battle = makeBattle();
    const light = battle.attacks[0];
    if (!light) throw new Error("the fixture battle has no attacks");
    renderPhone(TOKEN, () => battle);
    await doReps(light.reps);
    await waitFor(() => expect(socket().sent).toHaveLength(1));
    const tooFast = `Too fast: ${light.reps} reps take at least 0.75 s. Do every rep, then strike.`;
    socket().push({ type: "refused", id: 1, message: tooFast });
    expect(await screen.findByText(tooFast)).toBeTruthy();
    expect(screen.getByRole("button", { name: /Send Again/ })).toBeTruthy();
  });

  it("vibrates when the hunter takes a blow, told by the socket that the battle changed", async () => {
    const buzz = vi.fn();
    // jsdom's navigator has no vibrate; the rest of it (its languages) stays the real one.
    Object.defineProperty(navigator, "vibrate", { value: buzz, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "vibrate");
    });
    let battle = makeBattle({ playerCurrentHP: 80 });
    renderPhone(TOKEN, () => battle);
    await screen.findByText("Connected to the big screen.");
    battle = { ...battle, playerCurrentHP: 74 };
    socket().push({ type: "changed" });
    await waitFor(() => expect(screen.getByTestId("pad-player-hp").textContent).toBe("74"));
    expect(buzz).toHaveBeenCalledWith([0, 250, 120]);
  });

  it("claims by the typed code, and says why a wrong one is refused", async () => {
    const user = userEvent.setup();
    const refused =
      "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.";
    const battle = makeBattle();
    const calls = renderPhone(
      null,
      () => battle,
      (request) =>
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
    expect(await screen.findByRole("button", { name: /\+1 Rep/ })).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/controllers/claim").map((c) => c.body)).toEqual([
      { code: "WRONG2" },
      { code: "ABC234" },
    ]);
  });

  it("says so when the battle is over, and opens no socket", async () => {
    const battle = makeBattle();
    renderPhone(
      TOKEN,
      () => battle,
      (request) =>
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
    expect(screen.queryByRole("button", { name: /\+1 Rep/ })).toBeNull();
    expect(FakeSocket.last).toBeNull();
  });
});
