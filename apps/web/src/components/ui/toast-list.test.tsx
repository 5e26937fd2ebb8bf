import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToastList } from "./toast-list.tsx";

const ITEM = {
  id: 1,
  open: true,
  title: "Dungeon Entered!",
  description: "You entered Goblin Warren.",
};

function viewportAt(path: string): string | null | undefined {
  window.history.replaceState(null, "", path);
  const { unmount } = render(<ToastList items={[ITEM]} />);
  expect(screen.getByText("Dungeon Entered!")).toBeTruthy();
  const at = document.querySelector("[data-at]")?.getAttribute("data-at");
  unmount();
  return at;
}

describe("ToastList", () => {
  it("shows toasts at the top in a battle, where the bottom holds the fight's controls", () => {
    expect(viewportAt("/battle")).toBe("top");
  });

  it("shows them at the bottom everywhere else", () => {
    expect(viewportAt("/dungeons")).toBe("bottom");
    expect(viewportAt("/")).toBe("bottom");
  });
});
