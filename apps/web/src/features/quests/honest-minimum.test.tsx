import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeQuest } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { formatHonestDuration } from "./honest-minimum.tsx";
import { QuestCard } from "./quest-card.tsx";

const easyStrength = makeQuest({
  id: "custom-1",
  type: "custom",
  difficulty: "easy",
  name: "Strength Training",
  requirements: {
    sections: [
      {
        name: "Strength",
        tasks: [
          { name: "Push-ups", description: "20", completed: false, target: 20, unit: "reps" },
          { name: "Squats", description: "30", completed: false, target: 30, unit: "reps" },
        ],
      },
    ],
  },
});

describe("the quest card shows the minimum honest time before the hunter starts", () => {
  it("an easy strength quest: 50 reps take at least 50 s", () => {
    renderWithProviders(<QuestCard quest={easyStrength} now={Date.now()} onCompleted={() => {}} />);
    expect(
      screen.getByText(
        "Takes at least 50 s of honest work. Finishing sooner after it was issued counts as cheating.",
      ),
    ).toBeTruthy();
  });

  it("the classic daily (300 reps, 10 km): at least 29 min", () => {
    renderWithProviders(<QuestCard quest={makeQuest()} now={Date.now()} onCompleted={() => {}} />);
    // makeQuest: 100 push-ups, 100 squats and a 10 km run = 200 + 1,500 s.
    expect(screen.getByText(/Takes at least 29 min of honest work/)).toBeTruthy();
  });

  it("is not shown on a completed quest", () => {
    const done = makeQuest({ isCompleted: true, completedAt: new Date().toISOString() });
    renderWithProviders(<QuestCard quest={done} now={Date.now()} onCompleted={() => {}} />);
    expect(screen.queryByText(/Takes at least/)).toBeNull();
  });

  it("rounds up, never understating the minimum", () => {
    expect(formatHonestDuration(59)).toBe("59 s");
    expect(formatHonestDuration(61)).toBe("2 min");
    expect(formatHonestDuration(3_600)).toBe("1 h");
    expect(formatHonestDuration(5_460)).toBe("1 h 31 min");
  });
});
