import type { BlockedHunter } from "@repgate/contracts/safety";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { BlockedHunters } from "./blocked-hunters.tsx";

const MUTED: BlockedHunter = {
  userId: "44444444-4444-4444-8444-444444444444",
  hunterName: "Cha Hae-In",
  kind: "mute",
  createdAt: "2026-11-28T10:00:00.000Z",
};

/** Toasts' code loads with the first toast (components/ui/toaster.tsx): slow on a busy machine. */
const TOAST_WAIT = { timeout: 5_000 };

function serveBlocks(initial: BlockedHunter[]) {
  let blocks = [...initial];
  return mockFetch(({ method, path }) => {
    if (method === "GET" && path === "/api/blocks") return { body: blocks };
    if (method === "DELETE" && path === `/api/blocks/${MUTED.userId}`) {
      blocks = [];
      return { body: { message: "ok" } };
    }
    return undefined;
  });
}

describe("BlockedHunters", () => {
  it("lists a muted hunter and undoes the mute", async () => {
    const calls = serveBlocks([MUTED]);
    const user = userEvent.setup();
    renderWithProviders(<BlockedHunters />);
    const panel = screen.getByRole("region", { name: "Muted and blocked hunters" });
    expect(await within(panel).findByText("muted")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Unmute" }));
    expect(await screen.findByText("Cha Hae-In is unmuted.", {}, TOAST_WAIT)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  it("speaks Korean, the hunter's name as written", async () => {
    await activateLanguage("ko");
    serveBlocks([MUTED]);
    const user = userEvent.setup();
    renderWithProviders(<BlockedHunters />);
    const panel = screen.getByRole("region", { name: "음소거 및 차단한 헌터" });
    expect(await within(panel).findByText("Cha Hae-In")).toBeTruthy();
    expect(within(panel).getByText("음소거됨")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "음소거 해제" }));
    expect(
      await screen.findByText("Cha Hae-In님의 음소거를 해제했습니다.", {}, TOAST_WAIT),
    ).toBeTruthy();
  });
});
