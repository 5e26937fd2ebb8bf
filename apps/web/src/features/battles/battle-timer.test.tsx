import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BattleTimer } from "./battle-timer.tsx";

afterEach(() => {
  vi.useRealTimers();
});

describe("BattleTimer", () => {
  it("turns red at 300 seconds left, not before, and reports 0 once", async () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const { container } = render(<BattleTimer secondsLeft={301} onExpire={onExpire} />);
    const frame = () => container.firstElementChild as HTMLElement;

    expect(screen.getByRole("timer").textContent).toBe("05:01");
    expect(frame().dataset.warning).toBe("false");
    expect(frame().className).not.toContain("text-red");

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("timer").textContent).toBe("05:00");
    expect(frame().dataset.warning).toBe("true");
    expect(frame().className).toContain("text-red-300");

    expect(onExpire).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(305_000));
    expect(screen.getByRole("timer").textContent).toBe("00:00");
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("counts from the server's seconds left, whatever the phone's clock says", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("1999-01-01T00:00:00Z"));
    const { rerender } = render(<BattleTimer secondsLeft={1800} onExpire={() => {}} />);
    expect(screen.getByRole("timer").textContent).toBe("30:00");
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole("timer").textContent).toBe("28:59");
    // A fresh reply re-anchors the countdown.
    rerender(<BattleTimer secondsLeft={1500} onExpire={() => {}} />);
    expect(screen.getByRole("timer").textContent).toBe("25:00");
  });
});
