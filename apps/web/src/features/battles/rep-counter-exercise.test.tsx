import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RepCounter } from "./rep-counter.tsx";

describe("RepCounter's exercise", () => {
  it("names the exercise of the reps in tap mode, as the hunter chose it", async () => {
    const user = userEvent.setup();
    render(
      <RepCounter
        title="Jab"
        detail="x1.2 damage"
        target={3}
        sending={false}
        onReachTarget={() => {}}
        onBack={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Tap", pressed: true })).toBeTruthy();
    // "Jab · 3 reps" said nothing about what to do.
    expect(screen.getByText("3 push-ups")).toBeTruthy();
    expect(screen.getByText(/x1\.2 damage/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Squats" }));
    expect(screen.getByRole("button", { name: "Squats", pressed: true })).toBeTruthy();
    expect(screen.getByText("3 squats")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sit-ups" }));
    expect(screen.getByText("3 sit-ups")).toBeTruthy();
  });

  it("says a single rep in the singular", () => {
    render(
      <RepCounter
        title="Iron Wall"
        detail="class skill"
        target={1}
        sending={false}
        onReachTarget={() => {}}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText(/^1 (push-up|squat|sit-up)$/)).toBeTruthy();
  });
});
