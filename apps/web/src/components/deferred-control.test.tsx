import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type DeferredControlProps, deferredControl } from "./deferred-control.tsx";

function StandIn({ label }: { label: string }) {
  return (
    <button type="button" data-kind="stand-in">
      {label}
    </button>
  );
}

function Real({ label, initiallyOpen = false }: { label: string } & DeferredControlProps) {
  return (
    <button type="button" data-kind="real" aria-expanded={initiallyOpen}>
      {label}
    </button>
  );
}

/** A control whose code arrives when the test says so. */
function controlled() {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Real>((resolve) => {
        arrive = () => resolve(Real);
      }),
  );
  const Control = deferredControl(load, StandIn);
  return { Control, load, arrive: () => act(async () => arrive()) };
}

const control = () => screen.getByRole("button", { name: "Menu" });

describe("deferredControl", () => {
  it("shows the stand-in and loads nothing until the hunter reaches for it", async () => {
    const { Control, load, arrive } = controlled();
    render(<Control label="Menu" />);
    expect(control().dataset.kind).toBe("stand-in");
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerOver(control());
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(control().dataset.kind).toBe("real");
    expect(control().getAttribute("aria-expanded")).toBe("false");
  });

  it("opens the real control when the stand-in was pressed before the code came", async () => {
    const { Control, arrive } = controlled();
    render(<Control label="Menu" />);
    await userEvent.click(control());
    expect(control().dataset.kind).toBe("stand-in");
    await arrive();
    expect(control().dataset.kind).toBe("real");
    expect(control().getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps the stand-in while a press is under way, so the press is not split", async () => {
    const { Control, arrive } = controlled();
    render(<Control label="Menu" />);
    fireEvent.pointerDown(control());
    await arrive();
    expect(control().dataset.kind).toBe("stand-in");
    fireEvent.pointerUp(control());
    fireEvent.click(control());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(control().dataset.kind).toBe("real");
    expect(control().getAttribute("aria-expanded")).toBe("true");
  });

  it("opens on a tap whose click trails its release by a few tasks, as on a busy phone", async () => {
    const { Control, arrive } = controlled();
    render(<Control label="Menu" />);
    const pressed = control();
    fireEvent.pointerDown(pressed);
    await arrive();
    fireEvent.pointerUp(pressed);
    // The tap's click is dispatched after touchend, a few tasks after the pointer came up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.click(pressed);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(control().dataset.kind).toBe("real");
    expect(control().getAttribute("aria-expanded")).toBe("true");
  });

  it("gives way to the real control after a press that ends in no click (a drag)", async () => {
    const { Control, arrive } = controlled();
    render(<Control label="Menu" />);
    fireEvent.pointerDown(control());
    await arrive();
    fireEvent.pointerUp(control());
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(control().dataset.kind).toBe("real");
    expect(control().getAttribute("aria-expanded")).toBe("false");
  });

  it("moves keyboard focus to the real control when it takes the stand-in's place", async () => {
    const { Control, arrive } = controlled();
    render(<Control label="Menu" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(control());
    await arrive();
    expect(control().dataset.kind).toBe("real");
    expect(document.activeElement).toBe(control());
  });

  it("tries again at the next reach when the download failed", async () => {
    const load = vi
      .fn<() => Promise<typeof Real>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Real);
    const Control = deferredControl(load, StandIn);
    render(<Control label="Menu" />);
    await act(async () => fireEvent.pointerOver(control()));
    expect(control().dataset.kind).toBe("stand-in");
    await act(async () => fireEvent.pointerOver(control()));
    expect(load).toHaveBeenCalledTimes(2);
    expect(control().dataset.kind).toBe("real");
  });
});
