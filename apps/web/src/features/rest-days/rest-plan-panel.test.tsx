import type { RestDay, Streak } from "@repgate/contracts/rest-days";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { RestPlanPanel } from "./rest-plan-panel.tsx";
import { StreakBadge } from "./streak-badge.tsx";
import { TrainingCalendar } from "./training-calendar.tsx";

const today = "2026-11-25";

function servePlans(initial: RestDay[]) {
  let plans = [...initial];
  const calls = mockFetch(({ method, path, body }) => {
    if (method === "GET" && path === "/api/training/rest-days") {
      return { body: { today, restDays: plans } };
    }
    if (method === "POST" && path === "/api/training/rest-days") {
      const { date } = body as { date: string };
      if (plans.some((p) => p.kind === "rest")) {
        return {
          status: 409,
          body: {
            message: `You already have a rest day in the week of ${date}; one a week at most.`,
          },
        };
      }
      const planned: RestDay = { kind: "rest", from: date, to: date, cancellable: true };
      plans = [...plans, planned];
      return { status: 201, body: planned };
    }
    if (method === "DELETE" && path.startsWith("/api/training/time-away/")) {
      plans = plans.filter((p) => p.kind !== "away");
      return { status: 204 };
    }
    if (path === "/api/training/streak") {
      return { body: streakReply };
    }
    return undefined;
  });
  return calls;
}

const streakReply: Streak = {
  current: 3,
  today,
  restingToday: false,
  days: [
    { date: "2026-11-23", trained: true, rest: false },
    { date: "2026-11-24", trained: false, rest: true },
    { date: "2026-11-25", trained: false, rest: false },
  ],
};

describe("RestPlanPanel", () => {
  it("plans a rest day and lists it; a refusal shows the server's words", async () => {
    const user = userEvent.setup();
    const calls = servePlans([]);
    renderWithProviders(<RestPlanPanel />);
    expect(await screen.findByText("Nothing planned.")).toBeTruthy();
    const restDay = screen.getByLabelText("Rest day");
    expect((restDay as HTMLInputElement).value).toBe("2026-11-26");
    expect(restDay.getAttribute("min")).toBe("2026-11-26");
    expect(restDay.getAttribute("max")).toBe("2027-01-24");
    await user.click(screen.getByRole("button", { name: "Plan rest day" }));
    const list = await screen.findByRole("list", { name: "Planned rest" });
    expect(within(list).getByText("Rest day 2026-11-26")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ date: "2026-11-26" });

    await user.click(screen.getByRole("button", { name: "Plan rest day" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You already have a rest day in the week of 2026-11-26; one a week at most.",
    );
  });

  it("cancels time away that has not begun, and cannot cancel one under way", async () => {
    const user = userEvent.setup();
    servePlans([
      { kind: "rest", from: "2026-11-25", to: "2026-11-25", cancellable: false },
      { kind: "away", from: "2026-12-01", to: "2026-12-05", cancellable: true },
    ]);
    renderWithProviders(<RestPlanPanel />);
    const list = await screen.findByRole("list", { name: "Planned rest" });
    expect(within(list).getByText("Under way")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel Rest day 2026-11-25" })).toBeNull();
    await user.click(
      screen.getByRole("button", { name: "Cancel Time away 2026-12-01 to 2026-12-05" }),
    );
    await waitFor(() => expect(within(list).queryByText(/Time away/)).toBeNull());
    expect(within(list).getByText("Rest day 2026-11-25")).toBeTruthy();
  });
});

describe("the streak", () => {
  it("shows on the home badge and the calendar, rest days marked", async () => {
    servePlans([]);
    renderWithProviders(
      <>
        <StreakBadge />
        <TrainingCalendar />
      </>,
    );
    expect((await screen.findByText(/Streak:/)).textContent).toBe("Streak: 3 days");
    const calendar = await screen.findByRole("list", { name: "Training calendar" });
    expect(within(calendar).getByLabelText("2026-11-23: trained")).toBeTruthy();
    expect(within(calendar).getByLabelText("2026-11-24: rest day")).toBeTruthy();
    expect(within(calendar).getByLabelText("2026-11-25: no training")).toBeTruthy();
  });
});

describe("rest days in Korean", () => {
  it("plans, lists and marks the calendar in Korean", async () => {
    await activateLanguage("ko");
    servePlans([{ kind: "away", from: "2026-12-01", to: "2026-12-05", cancellable: true }]);
    renderWithProviders(
      <>
        <RestPlanPanel />
        <StreakBadge />
        <TrainingCalendar />
      </>,
    );
    const list = await screen.findByRole("list", { name: "계획된 휴식" });
    expect(within(list).getByText("휴가 2026-12-01 ~ 2026-12-05")).toBeTruthy();
    expect(
      within(list).getByRole("button", { name: "휴가 2026-12-01 ~ 2026-12-05 취소" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "휴식일 계획" })).toBeTruthy();
    expect((await screen.findByText(/^연속 기록:/)).textContent).toBe("연속 기록: 3일");
    const calendar = await screen.findByRole("list", { name: "훈련 달력" });
    expect(within(calendar).getByLabelText("2026-11-23: 훈련함")).toBeTruthy();
    expect(within(calendar).getByLabelText("2026-11-24: 휴식일")).toBeTruthy();
  });
});
