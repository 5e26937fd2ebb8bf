import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RepCounter } from "./rep-counter.tsx";

function renderCounter(target = 3) {
  const onReachTarget = vi.fn();
  render(
    <RepCounter
      title="Jab"
      detail="x1 damage"
      target={target}
      sending={false}
      onReachTarget={onReachTarget}
      onBack={() => {}}
    />,
  );
  return { onReachTarget };
}

/** A phone that asks for permission like iOS does, and answers `answer`. */
function stubMotionSensor(answer: "granted" | "denied") {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal("DeviceMotionEvent", Object.assign(class {}, { requestPermission }));
  return requestPermission;
}

/** Push-ups as the accelerometer of a phone on the chest reports them, at 50 Hz. */
function sendPushups(reps: number) {
  const periodMs = 1800;
  const restMs = 1000;
  for (let t = 0; t < restMs * 2 + reps * periodMs; t += 20) {
    const s = t - restMs;
    const motion = s < 0 || s > reps * periodMs ? 0 : -2.5 * Math.cos((2 * Math.PI * s) / periodMs);
    const event = new Event("devicemotion");
    Object.defineProperty(event, "timeStamp", { value: t });
    Object.defineProperty(event, "accelerationIncludingGravity", {
      value: { x: 0.1, y: 9.81 + motion, z: 0.2 },
    });
    act(() => {
      window.dispatchEvent(event);
    });
  }
}

/** jsdom has no vibration: one for the test, removed after it. */
function stubVibrate() {
  const vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
  return vibrate;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
  }));
}

afterEach(() => {
  // The chosen mode is remembered for the next move of the visit: start each test on taps.
  const tap = screen.queryByRole("button", { name: "Tap" });
  if (tap) fireEvent.click(tap);
  localStorage.clear();
  Reflect.deleteProperty(navigator, "vibrate");
});

describe("RepCounter counting modes", () => {
  it("asks for the motion sensor inside the tap, then counts reps from the phone's motion", async () => {
    const requestPermission = stubMotionSensor("granted");
    const vibrate = stubVibrate();
    stubReducedMotion(false);
    const { onReachTarget } = renderCounter(3);

    fireEvent.click(screen.getByRole("button", { name: "Count with motion" }));
    // Called synchronously in the click handler: iOS refuses a request made later.
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole("button", { name: "Count with motion", pressed: true }),
    ).toBeTruthy();

    sendPushups(3);
    expect(screen.getByText("3 / 3")).toBeTruthy();
    expect(onReachTarget).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledTimes(3);
  });

  it("says so when the motion sensor is refused, and keeps counting taps", async () => {
    stubMotionSensor("denied");
    renderCounter(3);
    fireEvent.click(screen.getByRole("button", { name: "Count with motion" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Motion sensor refused or missing: tap after each rep instead.",
    );
    expect(screen.getByRole("button", { name: "Tap", pressed: true })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /\+1 Rep/ }));
    expect(screen.getByText("1 / 3")).toBeTruthy();
  });

  it("leaves the buzz out for reduced motion", async () => {
    const vibrate = stubVibrate();
    stubReducedMotion(true);
    renderCounter(3);
    await userEvent.click(screen.getByRole("button", { name: /\+1 Rep/ }));
    expect(screen.getByText("1 / 3")).toBeTruthy();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it("remembers the mute switch on this device", async () => {
    renderCounter(3);
    const mute = screen.getByRole("button", { name: "Mute", pressed: false });
    await userEvent.click(mute);
    expect(screen.getByRole("button", { name: "Mute", pressed: true })).toBeTruthy();
    expect(localStorage.getItem("repgate.rep-sound-muted")).toBe("1");
  });
});
