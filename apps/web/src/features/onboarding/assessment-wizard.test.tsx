import { exerciseGuide } from "@repgate/game/content/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { AssessmentWizard } from "./assessment-wizard.tsx";

const isDisabled = (name: string) => screen.getByRole("button", { name }).hasAttribute("disabled");

describe("AssessmentWizard", () => {
  it("shows how to do each exercise from the guide, folded under its question", async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AssessmentWizard />);
    const howTo = screen.getByText("How to do Push-ups");
    const firstStep = exerciseGuide("pushups")?.steps[0] ?? "";
    expect(howTo.closest("details")?.open).toBe(false);
    expect(screen.queryByRole("img", { name: "Push-ups: one rep, moving" })).toBeNull();
    await user.click(howTo);
    expect(howTo.closest("details")?.open).toBe(true);
    expect(await screen.findByRole("img", { name: "Push-ups: one rep, moving" })).toBeTruthy();
    expect(screen.getByText(firstStep)).toBeTruthy();
    await user.type(screen.getByLabelText("Push-ups"), "20");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("How to do Sit-ups")).toBeTruthy();
  });

  it("enables Next only for a valid step and submits the answers on step 4", async () => {
    const calls = mockFetch(({ path }) =>
      path === "/api/user/complete-assessment"
        ? {
            body: {
              isReawaken: false,
              score: 12,
              rank: "E",
              stats: {
                strength: 11,
                agility: 13,
                vitality: 10,
                intelligence: 10,
                endurance: 12,
                perception: 10,
              },
              rankUp: null,
              unlocks: { achievements: [], titles: [] },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AssessmentWizard />);

    expect(screen.getByText("Step 1 of 4")).toBeTruthy();
    expect(isDisabled("Back")).toBe(true);
    expect(isDisabled("Next")).toBe(true);

    const pushups = screen.getByLabelText("Push-ups");
    await user.type(pushups, "0");
    expect(isDisabled("Next")).toBe(true);
    fireEvent.change(pushups, { target: { value: "950" } });
    expect((pushups as HTMLInputElement).value).toBe("400");
    expect(isDisabled("Next")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText("Step 2 of 4")).toBeTruthy();
    expect(isDisabled("Next")).toBe(true);
    await user.type(screen.getByLabelText("Sit-ups"), "100");
    await user.click(screen.getByRole("button", { name: "Next" }));

    await user.type(screen.getByLabelText("Plank time (seconds)"), "60");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Sit-ups") as HTMLInputElement).value).toBe("100");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText("Step 4 of 4")).toBeTruthy();
    expect(isDisabled("Complete Assessment")).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Daily" }));
    expect(isDisabled("Complete Assessment")).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Muscle Gain" }));
    expect(isDisabled("Complete Assessment")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Complete Assessment" }));

    expect(await screen.findByText("Assessment Complete!")).toBeTruthy();
    const request = calls.find((c) => c.path === "/api/user/complete-assessment");
    expect(request?.method).toBe("POST");
    expect(request?.body).toMatchObject({
      pushups: 400,
      situps: 100,
      plankTime: 60,
      exerciseFrequency: "daily",
      fitnessGoal: "muscle-gain",
      rank: "D",
    });
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });

  it("shows 'Assessment Failed' when the server refuses", async () => {
    mockFetch(() => ({ status: 500, body: { message: "boom", code: "internal" } }));
    const user = userEvent.setup();
    renderWithProviders(<AssessmentWizard />);
    for (const label of ["Push-ups", "Sit-ups", "Plank time (seconds)"]) {
      await user.type(screen.getByLabelText(label), "5");
      await user.click(screen.getByRole("button", { name: "Next" }));
    }
    await user.click(screen.getByRole("radio", { name: "Never" }));
    await user.click(screen.getByRole("radio", { name: "General Fitness" }));
    await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
    expect(await screen.findByText("Assessment Failed")).toBeTruthy();
    expect(screen.getByText("Failed to complete assessment. Please try again.")).toBeTruthy();
  });
});

describe("AssessmentWizard for a hunter who has taken it", () => {
  it("does not offer the wizard again, and says why", async () => {
    const calls = mockFetch(() => undefined);
    const { client } = renderWithProviders(<AssessmentWizard />);
    client.setQueryData(userQueryKey, makeUser({ hasCompletedAssessment: true, rank: "D" }));
    expect(
      await screen.findByRole("heading", { name: "Assessment Already Completed" }),
    ).toBeTruthy();
    expect(screen.getByText(/reawaken from your profile/)).toBeTruthy();
    expect(screen.getByText("D-Rank")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    expect(calls.some((c) => c.path === "/api/user/complete-assessment")).toBe(false);
  });

  it("gives the server's reason when it refuses with a 409", async () => {
    mockFetch(({ path }) =>
      path === "/api/user/complete-assessment"
        ? {
            status: 409,
            body: { message: "You have already completed the assessment.", code: "conflict" },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AssessmentWizard />);
    for (const label of ["Push-ups", "Sit-ups", "Plank time (seconds)"]) {
      await user.type(screen.getByLabelText(label), "5");
      await user.click(screen.getByRole("button", { name: "Next" }));
    }
    await user.click(screen.getByRole("radio", { name: "Never" }));
    await user.click(screen.getByRole("radio", { name: "General Fitness" }));
    await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
    expect(await screen.findByText("Assessment Failed")).toBeTruthy();
    expect(screen.getByText("You have already completed the assessment.")).toBeTruthy();
  });

  it("keeps the answers through the browser's Back, and through leaving and coming back", async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    const first = renderWithProviders(<AssessmentWizard />);
    await user.type(screen.getByLabelText("Push-ups"), "25");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText("Sit-ups"), "30");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 3 of 4")).toBeTruthy();
    expect(window.location.search).toBe("?step=3");

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(await screen.findByText("Step 2 of 4")).toBeTruthy();
    expect((screen.getByLabelText("Sit-ups") as HTMLInputElement).value).toBe("30");

    // Gone from the wizard (Back past it, or a reload) and back: the step and answers remain.
    first.unmount();
    renderWithProviders(<AssessmentWizard />);
    expect(screen.getByText("Step 2 of 4")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Push-ups") as HTMLInputElement).value).toBe("25");
  });

  it("does not let the address skip a step that has no answer", () => {
    window.history.replaceState(null, "", "/assessment?step=4");
    mockFetch(() => undefined);
    renderWithProviders(<AssessmentWizard />);
    expect(screen.getByText("Step 1 of 4")).toBeTruthy();
  });
});
