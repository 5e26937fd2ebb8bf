import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { CLEARED_REDIRECT_SECONDS } from "../../lib/use-return-home.ts";
import { makeRun } from "../../test/fixtures.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { loadBattlePage } from "../battles/load-battle-page.ts";
import { DungeonRunPage } from "./movement-page.tsx";

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** Installs a fake navigator.geolocation; `start` runs when the screen begins watching. */
function fakeGeolocation(start: (success: Success, failure: Failure) => void) {
  const watchPosition = vi.fn((success: Success, failure: Failure, options?: PositionOptions) => {
    start(success, failure);
    return options ? 7 : 8;
  });
  const clearWatch = vi.fn();
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: { watchPosition, clearWatch, getCurrentPosition: vi.fn() },
  });
  return { watchPosition, clearWatch };
}

function positionError(code: number): GeolocationPositionError {
  return { code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

function position(lat: number, lon: number, timestamp: number): GeolocationPosition {
  return {
    coords: {
      latitude: lat,
      longitude: lon,
      accuracy: 8,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
      toJSON: () => ({}),
    },
    timestamp,
    toJSON: () => ({}),
  };
}

function renderRun(handler: Parameters<typeof mockFetch>[0] = () => undefined) {
  const run = makeRun();
  window.history.replaceState(null, "", `/dungeon/${run.dungeonId}`);
  const calls = mockFetch((request) => {
    if (request.path === "/api/movement/active") return { body: run };
    if (request.path === "/api/battles/active") return { body: null };
    return handler(request);
  });
  renderWithProviders(<DungeonRunPage dungeonId={run.dungeonId} />);
  return { calls, run };
}

// The page preloads the battle's code; its import must finish before the test environment goes.
afterAll(() => loadBattlePage());

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "geolocation");
});

describe("DungeonRunPage", () => {
  it("explains plainly what to do when location permission is denied", async () => {
    fakeGeolocation((_success, failure) => failure(positionError(1)));
    renderRun();
    expect(await screen.findByRole("heading", { name: "Riverside Patrol" })).toBeTruthy();
    expect(
      await screen.findByText(
        "Location access is off. RepGate needs your location to measure the distance you cover. Allow location for this site in your browser settings, then reload.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("speaks Korean in the run: the location help, the figures and the abandon button", async () => {
    await activateLanguage("ko");
    fakeGeolocation((_success, failure) => failure(positionError(1)));
    renderRun();
    expect(await screen.findByText(/위치 접근이 꺼져 있습니다/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "새로고침" })).toBeTruthy();
    expect(screen.getByText("이동 던전")).toBeTruthy();
    expect(screen.getByText("페이스")).toBeTruthy();
    expect(screen.getByText("남은 시간")).toBeTruthy();
    expect(screen.getByRole("button", { name: "포기" })).toBeTruthy();
  });

  it("explains what to do when the browser has no geolocation at all", async () => {
    renderRun();
    expect(await screen.findByText(/This browser cannot share your location/)).toBeTruthy();
  });

  it("watches with high accuracy, sends each reading, and shows the server's distance and pace", async () => {
    let report: Success = () => {};
    const geo = fakeGeolocation((success) => {
      report = success;
    });
    const { calls, run } = renderRun(({ method }) =>
      method === "POST"
        ? {
            body: makeRun({
              distanceCovered: 0.5,
              paceSecondsPerKm: 360,
              lastSampleAccepted: true,
            }),
          }
        : undefined,
    );
    expect(await screen.findByText("250 m")).toBeTruthy();
    expect(screen.getByText(/1\.00 km/)).toBeTruthy();
    expect(geo.watchPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true });

    report(position(48.8566, 2.3522, 1_750_000_000_000));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls[calls.length - 1]).toMatchObject({
      path: `/api/movement/${run.id}/samples`,
      body: { lat: 48.8566, lon: 2.3522, accuracy: 8, timestamp: 1_750_000_000_000 },
    });
    expect(await screen.findByText("500 m")).toBeTruthy();
    expect(screen.getByText("6:00 /km")).toBeTruthy();
    expect(screen.getByText("30:00")).toBeTruthy();
  });

  it("sends a fix the watch hands over twice only once", async () => {
    let report: Success = () => {};
    fakeGeolocation((success) => {
      report = success;
    });
    const { calls } = renderRun(({ method }) =>
      method === "POST" ? { body: makeRun({ lastSampleAccepted: true }) } : undefined,
    );
    expect(await screen.findByText("250 m")).toBeTruthy();
    report(position(48.8566, 2.3522, 1_750_000_000_000));
    report(position(48.8566, 2.3522, 1_750_000_000_000));
    report(position(48.857, 2.3522, 1_750_000_005_000));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toMatchObject([
      { timestamp: 1_750_000_000_000 },
      { timestamp: 1_750_000_005_000 },
    ]);
    expect(screen.queryByText("A reading arrived out of order and was skipped.")).toBeNull();
  });

  it("shows the rewards when the server says the distance is covered", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let report: Success = () => {};
    const geo = fakeGeolocation((success) => {
      report = success;
    });
    renderRun(({ method }) =>
      method === "POST"
        ? {
            body: makeRun({
              status: "completed",
              distanceCovered: 1.02,
              rewards: { xp: 250, gold: 50, itemDropped: null },
            }),
          }
        : undefined,
    );
    await screen.findByText("250 m");
    report(position(48.8566, 2.3522, 1_750_000_000_000));
    expect(await screen.findByRole("heading", { name: "Dungeon Cleared!" })).toBeTruthy();
    expect(screen.getByText("+250")).toBeTruthy();
    expect(screen.getByText("+50")).toBeTruthy();
    expect(geo.clearWatch).toHaveBeenCalledWith(7);
    // The spec: a cleared dungeon returns to / with no tap needed.
    expect(screen.getByText(/Returning home in \d/)).toBeTruthy();
    expect(window.location.pathname).not.toBe("/");
    await act(() => vi.advanceTimersByTimeAsync(CLEARED_REDIRECT_SECONDS * 1000));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });

  it("abandons the run only after a confirmation", async () => {
    fakeGeolocation(() => {});
    const { calls, run } = renderRun(({ path }) =>
      path.endsWith("/abandon") ? { body: makeRun({ status: "abandoned" }) } : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Abandon" }));
    expect(await screen.findByRole("alertdialog", { name: "Abandon this run?" })).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/abandon"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Abandon Run" }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/movement/${run.id}/abandon`)).toBe(true),
    );
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });
});
