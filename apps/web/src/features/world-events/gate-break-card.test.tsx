import type { Contributors, WorldEvent } from "@repgate/contracts/world-events";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { publishServerMessage } from "../../lib/realtime-channel.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { GateBreakCard } from "./gate-break-card.tsx";

const EVENT_ID = "11111111-1111-4111-8111-111111111111";
const ME = "22222222-2222-4222-8222-222222222222";

function event(overrides: Partial<WorldEvent> = {}): WorldEvent {
  return {
    id: EVENT_ID,
    name: "Gate Break: The Red Gate",
    bossName: "Igris the Red",
    bossPicture: "crested-helmet",
    rank: "C",
    maxHP: 200_000,
    hp: 150_000,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 2 * 3_600_000 + 90_000).toISOString(),
    state: "open",
    battleId: null,
    ...overrides,
  };
}

function contributor(place: number, hunterId: string, damage: number) {
  return { place, hunterId, displayName: `Hunter ${place}`, reps: damage / 10, damage };
}

const TOP: Contributors = {
  contributors: Array.from({ length: 7 }, (_, i) =>
    contributor(i + 1, `3333333${i}-3333-4333-8333-333333333333`, 10_000 - i * 1_000),
  ),
  nextCursor: null,
  own: { ...contributor(12, ME, 500), displayName: "Me" },
};

function serve(current: WorldEvent | null, contributors: Contributors = TOP) {
  return mockFetch(({ method, path }) => {
    if (path === "/api/world-events/current") return { body: { event: current } };
    if (path.startsWith(`/api/world-events/${EVENT_ID}/contributors`))
      return { body: contributors };
    if (method === "POST" && path === `/api/world-events/${EVENT_ID}/join`) {
      return { status: 201, body: { battleId: "44444444-4444-4444-8444-444444444444" } };
    }
    if (path === "/api/battles/active") return { body: null };
    return undefined;
  });
}

describe("the Gate Break on home", () => {
  it("shows the boss, its shared HP, the time left, the top contributors and the hunter's own place", async () => {
    serve(event());
    renderWithProviders(<GateBreakCard />);

    expect(await screen.findByRole("heading", { name: "Gate Break: The Red Gate" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Igris the Red" })).toBeTruthy();
    expect(screen.getByTestId("world-boss-hp").textContent).toBe("HP 150,000 / 200,000");
    expect(screen.getByRole("progressbar", { name: "Igris the Red HP" })).toBeTruthy();
    expect(screen.getByText("2h 1m left")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Join" })).toBeTruthy();

    const list = await screen.findByRole("list");
    const rows = within(list).getAllByRole("listitem");
    // The top five, then the hunter's own place below them.
    expect(rows.map((r) => r.textContent?.split(" ")[0])).toEqual([
      "#1Hunter",
      "#2Hunter",
      "#3Hunter",
      "#4Hunter",
      "#5Hunter",
      "#12Me(you)500",
    ]);
  });

  it("lets the HP bar fall live from the socket's frames, never back up from a late one", async () => {
    serve(event());
    renderWithProviders(<GateBreakCard />);
    await screen.findByTestId("world-boss-hp");

    const frame = (hp: number, eventId = EVENT_ID) =>
      act(() => publishServerMessage({ type: "worldBossHP", eventId, hp, maxHP: 200_000 }));
    frame(120_000);
    expect(screen.getByTestId("world-boss-hp").textContent).toBe("HP 120,000 / 200,000");
    frame(130_000);
    expect(screen.getByTestId("world-boss-hp").textContent).toBe("HP 120,000 / 200,000");
    frame(1_000, "55555555-5555-4555-8555-555555555555");
    expect(screen.getByTestId("world-boss-hp").textContent).toBe("HP 120,000 / 200,000");
    frame(0);
    expect(screen.getByTestId("world-boss-hp").textContent).toBe("HP 0 / 200,000");
  });

  it("joins with one tap and opens the battle screen", async () => {
    const calls = serve(event());
    renderWithProviders(<GateBreakCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Join" }));
    await waitFor(() => expect(window.location.pathname).toBe("/battle"));
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/join"))).toBe(true);
  });

  it("shows the server's refusal when joining is refused", async () => {
    mockFetch(({ method, path }) => {
      if (path === "/api/world-events/current") return { body: { event: event() } };
      if (path.includes("/contributors")) return { body: TOP };
      if (method === "POST") {
        return { status: 409, body: { message: "Leave the dungeon first.", code: "conflict" } };
      }
      return undefined;
    });
    renderWithProviders(<GateBreakCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Join" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Leave the dungeon first.");
  });

  it("leads a hunter already in the fight back to it", async () => {
    serve(event({ battleId: "44444444-4444-4444-8444-444444444444" }));
    renderWithProviders(<GateBreakCard />);
    const link = await screen.findByRole("link", { name: "Continue Battle" });
    expect(link.getAttribute("href")).toBe("/battle");
  });

  it("says when the next one opens, and how a past one ended", async () => {
    serve(event({ state: "scheduled", startsAt: new Date(Date.now() + 90_000).toISOString() }));
    const { unmount } = renderWithProviders(<GateBreakCard />);
    expect(await screen.findByText(/Opens in 1m/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    unmount();

    serve(event({ state: "won", hp: 0 }));
    renderWithProviders(<GateBreakCard />);
    expect(await screen.findByText("The boss has fallen.")).toBeTruthy();
  });

  it("shows nothing when there is no Gate Break", async () => {
    const calls = serve(null);
    const { container } = renderWithProviders(<GateBreakCard />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(container.textContent).toBe("");
  });

  it("names the boss in Korean beside the name the server said in Korean", async () => {
    await activateLanguage("ko");
    serve(
      event({ name: "게이트 브레이크: 고블린 족장 그루크", bossName: "Goblin Chieftain Grukk" }),
    );
    renderWithProviders(<GateBreakCard />);
    expect(
      await screen.findByRole("heading", { name: "게이트 브레이크: 고블린 족장 그루크" }),
    ).toBeTruthy();
    expect(screen.getByRole("img", { name: "고블린 족장 그루크" })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "고블린 족장 그루크 HP" })).toBeTruthy();
    expect(screen.queryByText(/Goblin Chieftain Grukk/)).toBeNull();
  });
});
