import { type WatchView, WS_CLOSE_WATCH_REVOKED } from "@repgate/contracts/watching";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { WatchPage } from "./watch-page.tsx";

const TOKEN = "a".repeat(43);

/** The browser's WebSocket, as far as the page uses it: the test plays the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {
    this.closed = true;
  }
  /** The server sends a view. */
  push(view: WatchView) {
    act(() => this.onmessage?.({ data: JSON.stringify({ type: "view", view }) }));
  }
  /** The server closes the socket. */
  end(code: number) {
    act(() => this.onclose?.({ code }));
  }
}

function view(overrides: Partial<WatchView> = {}): WatchView {
  return {
    state: "live",
    dungeonName: "Goblin Warren",
    monster: { name: "Goblin Scout", level: 2, isBoss: false, currentHP: 80, maxHP: 100 },
    fighters: [
      { hunterName: "Jinwoo", currentHP: 90, maxHP: 100, state: "in" },
      { hunterName: "Aria", currentHP: 0, maxHP: 100, state: "defeated" },
    ],
    hits: [{ seq: 0, hunterName: "Jinwoo", damage: 20, kind: "attack" }],
    summary: null,
    ...overrides,
  };
}

beforeEach(() => {
  FakeSocket.last = null;
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe("the watch page", () => {
  it("shows the monster, the hunters and the hits, read without a cookie, then live from the socket", async () => {
    const calls = mockFetch(({ path }) =>
      path === `/api/watch/${TOKEN}` ? { body: view() } : undefined,
    );
    renderWithProviders(<WatchPage token={TOKEN} />);

    expect(await screen.findByRole("heading", { name: "Goblin Warren" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Goblin Scout" })).toBeTruthy();
    expect(screen.getByTestId("watched-monster-hp").textContent).toContain("80 / 100");
    const hunters = screen.getByRole("list", { name: "Hunters" });
    expect(within(hunters).getByText("Jinwoo")).toBeTruthy();
    expect(within(hunters).getByText("Defeated")).toBeTruthy();
    expect(screen.getByTestId("watched-hits").textContent).toContain("Jinwoo hit for 20");
    expect(screen.getByText("Live")).toBeTruthy();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(FakeSocket.last?.url).toMatch(new RegExp(`/ws/watch/${TOKEN}$`)));

    // A hit heard over the socket: the HP drops, the hit is listed, its number rises once.
    FakeSocket.last?.push(
      view({
        monster: { name: "Goblin Scout", level: 2, isBoss: false, currentHP: 55, maxHP: 100 },
        hits: [
          { seq: 0, hunterName: "Jinwoo", damage: 20, kind: "attack" },
          { seq: 1, hunterName: "Aria", damage: 25, kind: "skill" },
        ],
      }),
    );
    expect(screen.getByTestId("watched-monster-hp").textContent).toContain("55 / 100");
    expect(screen.getByTestId("watched-hits").textContent).toContain("Aria used a skill for 25");
    const numbers = screen.getAllByTestId("damage-number");
    expect(numbers.map((n) => n.textContent)).toEqual(["Aria: 25"]);
    expect(screen.getByRole("status").textContent).toContain("Aria hits for 25 damage.");
    // No sign-in, no navigation of the signed-in app.
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("says 'This fight has ended' with the summary when the fight ends", async () => {
    mockFetch(() => ({ body: view() }));
    renderWithProviders(<WatchPage token={TOKEN} />);
    await screen.findByRole("heading", { name: "Goblin Warren" });
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    FakeSocket.last?.push(
      view({
        state: "ended",
        monster: { name: "Goblin Scout", level: 2, isBoss: false, currentHP: 0, maxHP: 100 },
        summary: { outcome: "victory", totalDamage: 100, hits: 4, durationSeconds: 95 },
      }),
    );
    FakeSocket.last?.end(1000);
    const summary = screen.getByRole("region", { name: "This fight has ended" });
    expect(summary.textContent).toContain("Victory! The monster was defeated.");
    expect(within(summary).getByText("100")).toBeTruthy();
    expect(within(summary).getByText("1:35")).toBeTruthy();
    expect(screen.getByText("Ended")).toBeTruthy();
  });

  it("says 'This link was revoked' when the fighter revokes it while it is watched", async () => {
    mockFetch(() => ({ body: view() }));
    renderWithProviders(<WatchPage token={TOKEN} />);
    await screen.findByRole("heading", { name: "Goblin Warren" });
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    FakeSocket.last?.end(WS_CLOSE_WATCH_REVOKED);
    expect(screen.getByRole("heading", { name: "This link was revoked" })).toBeTruthy();
    expect(screen.queryByText("Goblin Scout")).toBeNull();
  });

  it("says 'This link was revoked' for a link already revoked, and opens no socket", async () => {
    mockFetch(() => ({ status: 410, body: { message: "This link was revoked.", code: "gone" } }));
    renderWithProviders(<WatchPage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "This link was revoked" })).toBeTruthy();
    expect(FakeSocket.last).toBeNull();
  });

  it("says so for a link that does not exist", async () => {
    mockFetch(() => ({ status: 404, body: { message: "That watch link does not exist." } }));
    renderWithProviders(<WatchPage token={TOKEN} />);
    expect(
      await screen.findByRole("heading", { name: "This watch link does not exist" }),
    ).toBeTruthy();
  });
});
