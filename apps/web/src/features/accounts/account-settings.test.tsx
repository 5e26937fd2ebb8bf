import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { resetToasts } from "../../components/ui/toast-store.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { AccountSettings } from "./account-settings.tsx";
import { sessionsQueryKey } from "./api.ts";

const THIS = {
  id: "11111111-1111-4111-8111-111111111111",
  createdAt: "2025-01-01T10:00:00.000Z",
  lastSeenAt: "2025-01-02T10:00:00.000Z",
  device: "Chrome on Android",
  current: true,
};
const OTHER = {
  id: "22222222-2222-4222-8222-222222222222",
  createdAt: "2025-01-01T09:00:00.000Z",
  lastSeenAt: "2025-01-01T12:00:00.000Z",
  device: "Firefox on Windows",
  current: false,
};

describe("AccountSettings", () => {
  it("lists sessions, marks this device, ends one (the list reads again on its event)", async () => {
    let sessions = [THIS, OTHER];
    const calls = mockFetch(({ method, path }) => {
      if (method === "GET" && path === "/api/auth/sessions") return { body: sessions };
      if (method === "DELETE" && path === `/api/auth/sessions/${OTHER.id}`) {
        sessions = [THIS];
        return { body: { message: "Session ended.", endedSessions: 1 } };
      }
      if (method === "DELETE" && path === "/api/auth/sessions") {
        return { body: { message: "Signed out everywhere else.", endedSessions: 0 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { client } = renderWithProviders(<AccountSettings />);
    const panel = await screen.findByRole("region", { name: "Sessions" });
    expect(await within(panel).findByText("Chrome on Android")).toBeTruthy();
    expect(within(panel).getByText("This device")).toBeTruthy();
    expect(within(panel).getByText("Firefox on Windows")).toBeTruthy();
    const ends = within(panel).getAllByRole("button", { name: /^End session/ });
    expect(ends).toHaveLength(1);
    await user.click(ends[0] as HTMLElement);
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path.endsWith(OTHER.id))).toBe(true),
    );
    // The mutation reads nothing again: the session's end is announced (sessionsChanged), and
    // the socket makes the list stale (app/realtime, EVENT_QUERY_KEYS), as done here.
    const listReads = () =>
      calls.filter((c) => c.method === "GET" && c.path === "/api/auth/sessions");
    expect(listReads()).toHaveLength(1);
    await client.invalidateQueries({ queryKey: sessionsQueryKey });
    await waitFor(() => expect(within(panel).queryByText("Firefox on Windows")).toBeNull());
    expect(listReads()).toHaveLength(2);
    // Only this device is left: nothing else to sign out.
    const everywhere = within(panel).getByRole("button", { name: "Sign out everywhere else" });
    expect((everywhere as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Sign out everywhere else' calls the server and confirms with a toast", async () => {
    resetToasts();
    const calls = mockFetch(({ method, path }) => {
      if (method === "GET" && path === "/api/auth/sessions") return { body: [THIS, OTHER] };
      if (method === "DELETE" && path === "/api/auth/sessions") {
        return { body: { message: "Signed out everywhere else.", endedSessions: 1 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettings />);
    await screen.findByText("Firefox on Windows");
    await user.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/auth/sessions")).toBe(
        true,
      ),
    );
    // Toasts' code loads with the first toast: slow on a busy machine.
    expect(await screen.findByText("Signed Out Elsewhere", {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText("Signed out everywhere else.")).toBeTruthy();
  });

  it("changes the password and shows the server's message for a wrong current one", async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (method === "GET" && path === "/api/auth/sessions") return { body: [THIS] };
      if (method === "POST" && path === "/api/auth/password") {
        const { currentPassword } = body as { currentPassword: string };
        if (currentPassword !== "old-secret") {
          return {
            status: 400,
            body: { message: "Your current password is not correct.", code: "bad_request" },
          };
        }
        return { body: { message: "Password changed.", endedSessions: 2 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettings />);
    const panel = screen.getByRole("region", { name: "Change Password" });
    const submit = within(panel).getByRole("button", { name: "Change Password" });

    await user.click(submit);
    expect(within(panel).getByRole("alert").textContent).toBe(
      "Please enter your current password.",
    );
    await user.type(within(panel).getByLabelText("Current password"), "wrong");
    await user.type(within(panel).getByLabelText("New password"), "abc");
    await user.click(submit);
    expect(within(panel).getByRole("alert").textContent).toBe(
      "Password must be at least 6 characters long.",
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(within(panel).getByLabelText("New password"), "defgh");
    await user.click(submit);
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "Your current password is not correct.",
    );
    await waitFor(() =>
      expect(within(panel).getByRole("alert").textContent).toBe(
        "Your current password is not correct.",
      ),
    );

    await user.clear(within(panel).getByLabelText("Current password"));
    await user.type(within(panel).getByLabelText("Current password"), "old-secret");
    await user.click(submit);
    await waitFor(() => expect(within(panel).queryByRole("alert")).toBeNull());
    await waitFor(() =>
      expect((within(panel).getByLabelText("New password") as HTMLInputElement).value).toBe(""),
    );
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      currentPassword: "old-secret",
      newPassword: "abcdefgh",
    });
  });

  it("downloads the export with POST /api/user/export and saves it as the hunter's file", async () => {
    const saved: Blob[] = [];
    vi.stubGlobal("URL", {
      ...URL,
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return "blob:export";
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    mockFetch(({ method, path }) => {
      if (method === "POST" && path === "/api/user/export") {
        return {
          body: {
            format: "repgate-account-export",
            version: 1,
            exportedAt: "2026-11-28T10:00:00.000Z",
            userId: "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10",
            sections: { profile: { hunterName: "Sung Jinwoo" } },
          },
        };
      }
      return undefined;
    });
    const { client } = renderWithProviders(<AccountSettings />);
    act(() => client.setQueryData(userQueryKey, makeUser({ hunterName: "Sung Jinwoo" })));
    await userEvent.setup().click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(names).toEqual(["repgate-Sung-Jinwoo-2026-11-28.json"]));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0] as Blob);
    });
    expect(JSON.parse(text).sections.profile.hunterName).toBe("Sung Jinwoo");
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("says why a refused export was refused (the hourly allowance)", async () => {
    mockFetch(({ method, path }) =>
      method === "POST" && path === "/api/user/export"
        ? {
            status: 429,
            body: {
              message: "You can download your data 3 times an hour. Please try again later.",
            },
          }
        : undefined,
    );
    renderWithProviders(<AccountSettings />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Download my data" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You can download your data 3 times an hour. Please try again later.",
    );
  });

  it("'Delete account' asks for the password in a confirmation and shows a refusal", async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (method === "GET" && path === "/api/auth/sessions") return { body: [THIS] };
      if (method === "DELETE" && path === "/api/user/account") {
        const password = (body as { password?: string } | undefined)?.password;
        return password === "right-one"
          ? { body: { message: "Your account has been deleted." } }
          : {
              status: 400,
              body: { code: "bad_request", message: "Your password is not correct." },
            };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettings />);
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete account?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "Enter your password to delete your account.",
    );
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.type(within(dialog).getByLabelText("Password"), "wrong-one");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe("Your password is not correct."),
    );
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ password: "wrong-one" });
  });
});
