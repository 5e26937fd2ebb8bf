import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { readHeartRateSettings, zoneMaxOf } from "../../lib/heart-rate-settings.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { HeartRateChart } from "./heart-rate-chart.tsx";
import { HeartRateSettingsForm } from "./heart-rate-settings-form.tsx";

beforeEach(() => localStorage.clear());

describe("HeartRateSettingsForm", () => {
  it("says a browser without Web Bluetooth cannot use a strap", () => {
    renderWithProviders(<HeartRateSettingsForm />);
    expect(screen.getByText(/Heart-rate straps are not supported on this browser/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "No zones yet: enter your age or your maximum heart rate.",
    );
  });

  it("estimates the maximum from age, lets a known maximum win, and keeps both on the device", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeartRateSettingsForm />);
    await user.type(screen.getByLabelText("Your age"), "40");
    expect(screen.getByText("Estimated maximum: 180 bpm")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save zones" }));
    expect(screen.getByRole("status").textContent).toBe(
      "Saved on this device. Zones from a maximum of 180 bpm (208 - 0.7 x age 40).",
    );
    expect(zoneMaxOf(readHeartRateSettings())).toBe(180);

    await user.type(screen.getByLabelText("Maximum heart rate (bpm)"), "192");
    await user.click(screen.getByRole("button", { name: "Save zones" }));
    expect(screen.getByRole("status").textContent).toBe(
      "Saved on this device. Zones from your maximum of 192 bpm.",
    );
    expect(readHeartRateSettings()).toEqual({ age: 40, maxHeartRate: 192 });
  });

  it("refuses an age or a maximum out of range and saves nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeartRateSettingsForm />);
    await user.type(screen.getByLabelText("Your age"), "7");
    await user.click(screen.getByRole("button", { name: "Save zones" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter an age from 10 to 100, or leave it empty.",
    );
    await user.clear(screen.getByLabelText("Your age"));
    await user.type(screen.getByLabelText("Maximum heart rate (bpm)"), "300");
    await user.click(screen.getByRole("button", { name: "Save zones" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter a maximum heart rate from 100 to 230 bpm, or leave it empty.",
    );
    expect(readHeartRateSettings()).toEqual({ age: null, maxHeartRate: null });
  });
});

describe("HeartRateChart", () => {
  it("invites a strap when no battle has a summary", () => {
    renderWithProviders(<HeartRateChart battles={[]} />);
    expect(screen.getByText(/No heart rate recorded yet/)).toBeTruthy();
  });

  it("lists each battle's average, maximum and time per zone", () => {
    renderWithProviders(
      <HeartRateChart
        battles={[
          {
            battleId: "b1",
            monsterName: "Goblin Scout",
            recordedAt: "2026-11-20T10:00:00.000Z",
            averageBpm: 141,
            maxBpm: 165,
            zoneMaxBpm: 187,
            zoneSeconds: [0, 5, 20, 95, 12, 0],
          },
        ]}
      />,
    );
    expect(
      screen.getByText("1 battle with a strap; average 141 bpm, highest 165 bpm."),
    ).toBeTruthy();
    const cells = screen.getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual(["141 bpm", "165 bpm", "0:00", "0:05", "0:20", "1:35", "0:12", "0:00"]);
  });
});
