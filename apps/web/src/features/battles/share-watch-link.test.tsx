import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { ShareWatchLink } from "./share-watch-link.tsx";

const BATTLE = "22222222-2222-4222-8222-222222222222";
const TOKEN = "b".repeat(43);

describe("Share watch link", () => {
  it("makes a link to copy, shows how many watch, and revokes it", async () => {
    let watchers = 0;
    let active = false;
    const calls = mockFetch(({ method, path }) => {
      if (path !== `/api/battles/${BATTLE}/watch-link`) return undefined;
      if (method === "POST") {
        active = true;
        return { status: 201, body: { token: TOKEN, watchers: 0 } };
      }
      if (method === "DELETE") {
        active = false;
        return { body: { active: false, watchers: 0 } };
      }
      return { body: { active, watchers } };
    });
    const view = renderWithProviders(<ShareWatchLink battleId={BATTLE} />);

    fireEvent.click(await screen.findByRole("button", { name: "Share watch link" }));
    const box = (await screen.findByLabelText("Watch link")) as HTMLInputElement;
    expect(box.value).toBe(`${window.location.origin}/watch/${TOKEN}`);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(screen.getByTestId("watcher-count").textContent).toBe("0 watching");

    // A watcher came (the socket's watchersChanged makes the count stale).
    watchers = 1;
    await view.client.invalidateQueries();
    await waitFor(() => expect(screen.getByTestId("watcher-count").textContent).toBe("1 watching"));

    fireEvent.click(screen.getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByRole("button", { name: "Share watch link" })).toBeTruthy();
    expect(screen.queryByLabelText("Watch link")).toBeNull();
    expect(calls.map((c) => c.method)).toContain("DELETE");
  });
});
