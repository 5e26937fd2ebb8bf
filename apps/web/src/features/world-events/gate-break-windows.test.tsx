import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SystemWindowHost } from "../../components/system-window-host.tsx";
import { publishServerMessage } from "../../lib/realtime-channel.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { useGateBreakWindows } from "./use-gate-break-windows.ts";

const EVENT_ID = "11111111-1111-4111-8111-111111111111";
const EVENT = {
  id: EVENT_ID,
  name: "Gate Break: Igris the Red",
  bossName: "Igris the Red",
  bossPicture: "crested-helmet",
  rank: "C",
  maxHP: 200_000,
  hp: 0,
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  state: "won",
  battleId: null,
};
const OWN = { place: 2, hunterId: EVENT_ID, displayName: "Me", reps: 120, damage: 4_321 };

function Windows() {
  useGateBreakWindows();
  return <SystemWindowHost />;
}

describe("the Gate Break's System windows", () => {
  it("announce the fall, then the hunter's reward: the XP and gold the server paid, their place and damage, once each", async () => {
    mockFetch(({ path }) => {
      if (path === "/api/world-events/current") return { body: { event: EVENT } };
      if (path.startsWith(`/api/world-events/${EVENT_ID}/contributors`)) {
        return { body: { contributors: [OWN], nextCursor: null, own: OWN } };
      }
      return undefined;
    });
    renderWithProviders(<Windows />);
    // The paying transaction announces the hunter's share, then the event paid.
    act(() => {
      publishServerMessage({
        type: "worldBossRewarded",
        userId: EVENT_ID,
        eventId: EVENT_ID,
        xp: 1_250,
        gold: 640,
        title: true,
      });
      publishServerMessage({
        type: "worldEventChanged",
        eventId: EVENT_ID,
        state: "won",
        paid: true,
      });
    });
    const fallen = await screen.findByRole(
      "dialog",
      { name: "Boss Defeated!" },
      { timeout: 5_000 },
    );
    expect(within(fallen).getByText("Igris the Red has fallen.")).toBeTruthy();
    act(() => within(fallen).getByRole("button", { name: "OK" }).click());
    const reward = await screen.findByRole("dialog", { name: "Gate Break Rewards" });
    expect(within(reward).getByText("#2")).toBeTruthy();
    expect(within(reward).getByText("4,321")).toBeTruthy();
    const rewards = within(reward).getByLabelText("Rewards");
    expect(within(rewards).getByText("+1,250")).toBeTruthy();
    expect(within(rewards).getByText("+640")).toBeTruthy();
    expect(within(reward).getByText("Title earned: Gate Breaker")).toBeTruthy();
    act(() => within(reward).getByRole("button", { name: "OK" }).click());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Two windows and two reads: more than the default 5 s on a busy machine.
  }, 15_000);

  it("announce the opening, but not over a fight in progress", async () => {
    mockFetch(({ path }) =>
      path === "/api/world-events/current"
        ? { body: { event: { ...EVENT, state: "open", hp: EVENT.maxHP } } }
        : undefined,
    );
    renderWithProviders(<Windows />);
    const opened = { type: "worldEventChanged", eventId: EVENT_ID, state: "open", paid: false };
    window.history.pushState(null, "", "/battle");
    act(() => publishServerMessage(opened as never));
    // The read that would name the window has answered: still no window over the fight.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("dialog")).toBeNull();

    window.history.pushState(null, "", "/");
    act(() => publishServerMessage(opened as never));
    const window_ = await screen.findByRole("dialog", { name: "Gate Break!" }, { timeout: 5_000 });
    expect(within(window_).getByText(/Igris the Red has broken through/)).toBeTruthy();
  });
});
