import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endSessionToasts, toast, toastAfter, useToasts } from "./toast-store.ts";

describe("toastAfter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("replaces the toast it follows once the delay has passed", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      const shown = toast({ title: "Class Selected" });
      toastAfter(shown, 1500, { title: "Awakening Complete!" });
    });
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.map((item) => item.title)).toEqual(["Class Selected"]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.map((item) => item.title)).toEqual(["Awakening Complete!"]);
  });

  it("stays away when another toast was shown in between", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      const shown = toast({ title: "Class Selected" });
      toastAfter(shown, 1500, { title: "Awakening Complete!" });
      toast({ title: "Welcome back, Hunter!" });
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.map((item) => item.title)).toEqual(["Welcome back, Hunter!"]);
  });

  it("ends with the session: a log-out clears the toast and cancels its follow-up", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      const shown = toast({ title: "Class Selected" });
      toastAfter(shown, 1500, { title: "Awakening Complete!" });
    });
    act(() => vi.advanceTimersByTime(500));
    act(() => endSessionToasts());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toEqual([]);
  });
});
