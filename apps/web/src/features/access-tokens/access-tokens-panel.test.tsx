import type { AccessToken } from "@repgate/contracts/access-tokens";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { AccessTokensPanel } from "./access-tokens-panel.tsx";

const TOKEN = `rg_${"A".repeat(43)}`;
const WATCH: AccessToken = {
  id: "33333333-3333-4333-8333-333333333333",
  name: "My watch",
  scope: "play",
  createdAt: "2026-11-28T10:00:00.000Z",
  lastUsedAt: null,
};

describe("AccessTokensPanel", () => {
  it("makes a token, shows it once with a copy button, lists and revokes it", async () => {
    let tokens: AccessToken[] = [];
    const calls = mockFetch(({ method, path }) => {
      if (method === "GET" && path === "/api/user/tokens") return { body: tokens };
      if (method === "POST" && path === "/api/user/tokens") {
        tokens = [WATCH];
        return { status: 201, body: { accessToken: WATCH, token: TOKEN } };
      }
      if (method === "DELETE" && path === `/api/user/tokens/${WATCH.id}`) {
        tokens = [];
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AccessTokensPanel />);
    const panel = await screen.findByRole("region", { name: "API tokens" });
    expect(await within(panel).findByText("No tokens yet.")).toBeTruthy();

    await user.type(within(panel).getByLabelText("Token name"), "My watch");
    await user.click(within(panel).getByRole("radio", { name: /Read and play/ }));
    await user.click(within(panel).getByRole("button", { name: "Make token" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        name: "My watch",
        scope: "play",
      }),
    );
    expect(await within(panel).findByText(TOKEN)).toBeTruthy();
    expect(within(panel).getByText(/it will not be shown again/)).toBeTruthy();

    await user.click(within(panel).getByRole("button", { name: "Copy token" }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);

    const list = await within(panel).findByRole("list", { name: "Your API tokens" });
    expect(within(list).getByText("My watch")).toBeTruthy();
    expect(within(list).getByText(/Never used/)).toBeTruthy();
    // Done: the token is gone from the page for good.
    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(within(panel).queryByText(TOKEN)).toBeNull();

    await user.click(within(list).getByRole("button", { name: "Revoke token: My watch" }));
    await user.click(await screen.findByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(await within(panel).findByText("No tokens yet.")).toBeTruthy();
  });

  it("asks for a name before sending anything", async () => {
    const calls = mockFetch(({ method }) => (method === "GET" ? { body: [] } : undefined));
    const user = userEvent.setup();
    renderWithProviders(<AccessTokensPanel />);
    const panel = await screen.findByRole("region", { name: "API tokens" });
    await user.click(within(panel).getByRole("button", { name: "Make token" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe("Give the token a name.");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal at the cap", async () => {
    mockFetch(({ method }) =>
      method === "GET"
        ? { body: [] }
        : {
            status: 409,
            body: {
              code: "conflict",
              message: "You have 10 tokens already. Revoke one before making another.",
            },
          },
    );
    const user = userEvent.setup();
    renderWithProviders(<AccessTokensPanel />);
    const panel = await screen.findByRole("region", { name: "API tokens" });
    await user.type(within(panel).getByLabelText("Token name"), "Eleventh");
    await user.click(within(panel).getByRole("button", { name: "Make token" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "You have 10 tokens already. Revoke one before making another.",
    );
  });

  it("speaks Korean: the form, the count and the token's own name as written", async () => {
    await activateLanguage("ko");
    mockFetch(({ method, path }) =>
      method === "GET" && path === "/api/user/tokens" ? { body: [WATCH] } : undefined,
    );
    renderWithProviders(<AccessTokensPanel />);
    const panel = await screen.findByRole("region", { name: "API 토큰" });
    expect(within(panel).getByLabelText("토큰 이름")).toBeTruthy();
    expect(within(panel).getByRole("radio", { name: /읽기 및 플레이/ })).toBeTruthy();
    const list = await within(panel).findByRole("list", { name: "내 API 토큰" });
    expect(within(list).getByText("My watch")).toBeTruthy();
    expect(within(list).getByText(/사용한 적 없음/)).toBeTruthy();
    expect(within(list).getByRole("button", { name: "토큰 취소: My watch" })).toBeTruthy();
  });
});
