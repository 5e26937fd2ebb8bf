import type { AssessmentReply } from "@repgate/contracts/onboarding";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AssessmentWizard } from "../features/onboarding/assessment-wizard.tsx";
import { publishServerMessage } from "../lib/realtime-channel.ts";
import { announceAssessment } from "../lib/reward-windows.ts";
import { mockFetch, renderWithProviders } from "../test/render.tsx";
import { SystemWindowHost } from "./system-window-host.tsx";

const STATS = {
  strength: 16,
  agility: 13,
  vitality: 15,
  intelligence: 10,
  endurance: 14,
  perception: 10,
};

function assessmentReply(overrides: Partial<AssessmentReply> = {}): AssessmentReply {
  return {
    isReawaken: true,
    score: 53,
    rank: "C",
    stats: STATS,
    rankUp: null,
    unlocks: { achievements: [], titles: [] },
    ...overrides,
  };
}

async function completeWizard(reply: AssessmentReply) {
  mockFetch(({ path }) => (path === "/api/user/complete-assessment" ? { body: reply } : undefined));
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AssessmentWizard />
      <SystemWindowHost />
    </>,
  );
  for (const label of ["Push-ups", "Sit-ups", "Plank time (seconds)"]) {
    await user.type(screen.getByLabelText(label), "225");
    await user.click(screen.getByRole("button", { name: "Next" }));
  }
  await user.click(screen.getByRole("radio", { name: "Daily" }));
  await user.click(screen.getByRole("radio", { name: "Muscle Gain" }));
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
  return user;
}

describe("Rank Up", () => {
  it("opens when a reawakening's reply says the rank rose, with the server's ranks", async () => {
    const user = await completeWizard(assessmentReply({ rankUp: { from: "E", to: "C" } }));
    const window = await screen.findByRole("dialog", { name: "Rank Up!" });
    expect(window.textContent).toContain("E-Rank →to C-Rank");
    // The spec's toast still says it too.
    expect(await screen.findByText("Reawakening Complete!")).toBeTruthy();
    await user.click(within(window).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays shut when the reply names no rank raised (a first assessment)", async () => {
    await completeWizard(assessmentReply({ isReawaken: false, rankUp: null }));
    expect(await screen.findByText("Assessment Complete!")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is followed by what the assessment unlocked", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SystemWindowHost />);
    act(() =>
      announceAssessment(
        assessmentReply({
          score: 83,
          rank: "B",
          rankUp: { from: "E", to: "B" },
          unlocks: {
            achievements: [
              { id: "level_25", name: "Veteran Hunter", description: "Reach level 25." },
            ],
            titles: [],
          },
        }),
      ),
    );
    const rank = await screen.findByRole("dialog", { name: "Rank Up!" });
    expect(rank.textContent).toContain("E-Rank →to B-Rank");
    await user.click(within(rank).getByRole("button", { name: "OK" }));
    const achievement = await screen.findByRole("dialog", { name: "Achievement Unlocked!" });
    expect(within(achievement).getByText("Veteran Hunter")).toBeTruthy();
  });
});

describe("what the socket says was unlocked", () => {
  it("opens Achievement Unlocked, then Title Earned, named from the server's ids", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SystemWindowHost />);
    act(() =>
      publishServerMessage({
        type: "hunterUnlocked",
        userId: "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10",
        achievementIds: ["dungeons_10"],
        titles: ["Shadow Hunter"],
      }),
    );
    const achievement = await screen.findByRole("dialog", { name: "Achievement Unlocked!" });
    expect(within(achievement).getByText("Gate Breaker")).toBeTruthy();
    expect(within(achievement).getByText("Clear 10 dungeons.")).toBeTruthy();
    await user.click(within(achievement).getByRole("button", { name: "OK" }));
    const title = await screen.findByRole("dialog", { name: "Title Earned!" });
    expect(within(title).getByText("Shadow Hunter")).toBeTruthy();
    await user.click(within(title).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows an unlock once when the reply told it first", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SystemWindowHost />);
    act(() =>
      announceAssessment(
        assessmentReply({
          unlocks: {
            achievements: [
              { id: "level_25", name: "Veteran Hunter", description: "Reach level 25." },
            ],
            titles: [],
          },
        }),
      ),
    );
    act(() =>
      publishServerMessage({
        type: "hunterUnlocked",
        userId: "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10",
        achievementIds: ["level_25"],
        titles: [],
      }),
    );
    const achievement = await screen.findByRole("dialog", { name: "Achievement Unlocked!" });
    await user.click(within(achievement).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens Level Up from the socket (a movement run's level), once beside the reply's", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SystemWindowHost />);
    const levelUp = {
      type: "hunterLeveledUp",
      userId: "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10",
    } as const;
    act(() => publishServerMessage({ ...levelUp, from: 7, to: 8 }));
    act(() => publishServerMessage({ ...levelUp, from: 7, to: 8 }));
    const level = await screen.findByRole("dialog", { name: "Level Up!" });
    expect(level.textContent).toContain("7");
    expect(level.textContent).toContain("8");
    await user.click(within(level).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens nothing for other news", async () => {
    renderWithProviders(<SystemWindowHost />);
    act(() =>
      publishServerMessage({
        type: "hunterChanged",
        userId: "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10",
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
