import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { ExercisesPage } from "./exercises-page.tsx";

const FIGURE = {
  from: {
    head: [24, 17],
    shoulder: [30, 22],
    elbow: [30, 33],
    hand: [30, 44],
    hip: [58, 29],
    knee: [74, 35],
    foot: [90, 42],
  },
  to: {
    head: [22, 31],
    shoulder: [30, 35],
    elbow: [40, 38],
    hand: [30, 44],
    hip: [58, 37],
    knee: [74, 40],
    foot: [90, 43],
  },
  seconds: 2,
};

const PUSHUPS = {
  id: "pushups",
  name: "Push-ups",
  unit: "reps",
  steps: ["Hands on the floor.", "Bend your elbows.", "Push back up."],
  formCues: ["Go lower", "Straighten your arms"],
  muscles: ["Chest", "Triceps"],
  easier: { name: "Knee push-ups", how: "Knees on the floor." },
  harder: { name: "Decline push-ups", how: "Feet on a chair." },
  demonstration: FIGURE,
};
const PLANK = {
  ...PUSHUPS,
  id: "plank",
  name: "Plank",
  unit: "seconds",
  formCues: [],
  muscles: ["Core"],
};

function serveGuide() {
  return mockFetch(({ path }) =>
    path === "/api/exercises" ? { body: { exercises: [PUSHUPS, PLANK] } } : undefined,
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the exercise guide", () => {
  it("lists every exercise and opens one's page", async () => {
    serveGuide();
    renderWithProviders(<ExercisesPage />);
    await screen.findByRole("heading", { name: "Exercise Guide", level: 1 }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole("link", { name: /Push-ups/ }));
    expect(window.location.pathname).toBe("/exercises/pushups");
  });

  it("shows how to do it, the moving figure, the counter's cues and the variants", async () => {
    serveGuide();
    renderWithProviders(<ExercisesPage exerciseId="pushups" />);
    await screen.findByRole("heading", { name: "Push-ups", level: 1 }, { timeout: 5_000 });
    expect(screen.getByText("Bend your elbows.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Push-ups: one rep, moving" })).toBeTruthy();
    expect(screen.getByText("Go lower")).toBeTruthy();
    expect(screen.getByText("Straighten your arms")).toBeTruthy();
    expect(screen.getByText("Knee push-ups")).toBeTruthy();
    expect(screen.getByText("Decline push-ups")).toBeTruthy();
  });

  it("says nothing of the camera for an exercise it does not count", async () => {
    serveGuide();
    renderWithProviders(<ExercisesPage exerciseId="plank" />);
    await screen.findByRole("heading", { name: "Plank", level: 1 }, { timeout: 5_000 });
    expect(screen.queryByText("What the camera counter tells you")).toBeNull();
  });

  it("answers an unknown exercise with a way back to the list", async () => {
    serveGuide();
    renderWithProviders(<ExercisesPage exerciseId="burpees" />);
    expect(
      await screen.findByText("There is no such exercise in the guide.", {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "All exercises" }).getAttribute("href")).toBe(
      "/exercises",
    );
  });

  it("offers another try when the guide cannot be read", async () => {
    mockFetch(({ path }) =>
      path === "/api/exercises"
        ? { status: 503, body: { code: "unavailable", message: "Down." } }
        : undefined,
    );
    renderWithProviders(<ExercisesPage />);
    expect(
      await screen.findByText("The exercise guide could not be loaded.", {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
