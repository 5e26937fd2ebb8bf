import { EXERCISE_GUIDES } from "@repgate/game/content/exercises";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { ExercisesPage } from "./exercises-page.tsx";

// The guide's own table, as the server sends it.
const PUSHUPS = EXERCISE_GUIDES.find((guide) => guide.id === "pushups");
const PLANK = EXERCISE_GUIDES.find((guide) => guide.id === "plank");

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
    expect(screen.getByText(/Bend your elbows until your chest/)).toBeTruthy();
    expect(screen.getByRole("img", { name: "Push-ups: one rep, moving" })).toBeTruthy();
    expect(screen.getByText("Go lower")).toBeTruthy();
    expect(screen.getByText("Straighten your arms")).toBeTruthy();
    expect(screen.getByText("Knee push-ups")).toBeTruthy();
    expect(screen.getByText("Decline push-ups")).toBeTruthy();
  });

  it("shows the steps, muscles and variants in Korean", async () => {
    await act(() => activateLanguage("ko"));
    try {
      serveGuide();
      renderWithProviders(<ExercisesPage exerciseId="pushups" />);
      await screen.findByRole("heading", { name: "팔굽혀펴기", level: 1 }, { timeout: 5_000 });
      expect(
        screen.getByText("가슴이 바닥에서 주먹 하나 높이가 될 때까지 팔꿈치를 굽히세요."),
      ).toBeTruthy();
      expect(screen.getByText(/가슴, 어깨, 삼두근, 코어$/)).toBeTruthy();
      expect(screen.getByText("무릎을 바닥에 대고, 나머지는 똑같이 하세요.")).toBeTruthy();
      expect(screen.getByText("발을 계단이나 의자 위에 올리세요.")).toBeTruthy();
      expect(screen.queryByText(/Bend your elbows|Triceps/)).toBeNull();
    } finally {
      await act(() => activateLanguage("en"));
    }
  });

  it("shows the hunter's records for the exercise from their counted sets", async () => {
    mockFetch(({ path }) => {
      if (path === "/api/exercises") return { body: { exercises: [PUSHUPS, PLANK] } };
      if (path === "/api/training/records") {
        const day = (date: string, reps: number) => ({ date, reps });
        return {
          body: {
            exercises: [
              {
                exercise: "pushups",
                name: "Push-ups",
                total: 37,
                bestSet: day("2026-11-02", 15),
                bestDay: day("2026-11-02", 19),
                days: [day("2026-11-01", 18), day("2026-11-02", 19)],
              },
            ],
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<ExercisesPage exerciseId="pushups" />);
    await screen.findByRole("heading", { name: "Your records" }, { timeout: 5_000 });
    expect(await screen.findByText("37")).toBeTruthy();
    expect(screen.getByText("15")).toBeTruthy();
    expect(screen.getAllByText("19")).toHaveLength(2);
    expect(screen.getByText("2026-11-01")).toBeTruthy();
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
