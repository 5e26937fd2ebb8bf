import type { ControllerStatus } from "@repgate/contracts/controllers";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyServerMessage } from "../../../app/realtime/apply-server-message.ts";
import { mockFetch, renderWithProviders } from "../../../test/render.tsx";
import { PairPhonePanel } from "./pair-phone-panel.tsx";

afterEach(() => vi.unstubAllGlobals());

const PAIRING = {
  token: "t".repeat(43),
  code: "ABC234",
  battleId: "battle-1",
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};

function renderPanel(status: () => ControllerStatus) {
  const onConnected = vi.fn();
  mockFetch(({ method, path }) => {
    if (path === "/api/controllers/current" && method === "GET") return { body: status() };
    if (path === "/api/controllers" && method === "POST") return { status: 201, body: PAIRING };
    return undefined;
  });
  const result = renderWithProviders(<PairPhonePanel onConnected={onConnected} />);
  return { ...result, onConnected };
}

describe("PairPhonePanel", () => {
  it("shows the code, then says at once when the phone connects and when it drops", async () => {
    const user = userEvent.setup();
    let status: ControllerStatus = { status: "none", code: null, expiresAt: null };
    const { client, onConnected } = renderPanel(() => status);
    const pair = await screen.findByRole("button", { name: "Use my phone as controller" });
    status = { status: "waiting", code: PAIRING.code, expiresAt: PAIRING.expiresAt };
    await user.click(pair);
    expect((await screen.findByTestId("controller-code")).textContent).toBe("ABC234");

    // The phone claims the link: the server's controllerChanged makes the status stale.
    status = { status: "connected", code: null, expiresAt: null };
    act(() => applyServerMessage(client, { type: "controllerChanged", userId: "u" }));
    expect(await screen.findByText(/Controller connected/)).toBeTruthy();
    expect(onConnected).toHaveBeenLastCalledWith(true);

    // Its socket closes: the big screen's own +1 works again.
    status = { status: "disconnected", code: null, expiresAt: null };
    act(() => applyServerMessage(client, { type: "controllerChanged", userId: "u" }));
    expect(await screen.findByText(/Controller disconnected/)).toBeTruthy();
    expect(onConnected).toHaveBeenLastCalledWith(false);
  });
});
