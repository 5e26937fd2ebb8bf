import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { ResetPasswordScreen } from "./reset-password-screen.tsx";
import { resetTokenFromHash } from "./reset-token.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("resetTokenFromHash", () => {
  it("reads the token of a reset link and nothing else", () => {
    expect(resetTokenFromHash("#reset=abc_DEF-123")).toBe("abc_DEF-123");
    expect(resetTokenFromHash("")).toBeNull();
    expect(resetTokenFromHash("#reset=")).toBeNull();
    expect(resetTokenFromHash("#other=abc")).toBeNull();
  });
});

describe("ResetPasswordScreen", () => {
  it("sets the new password, signs in and goes home with the token out of the address", async () => {
    window.history.replaceState(null, "", "/#reset=tok");
    const hunter = makeUser();
    const calls = mockFetch(({ method, path }) =>
      method === "POST" && path === "/api/auth/password-reset/confirm"
        ? { body: hunter }
        : path === "/api/auth/user"
          ? { body: hunter }
          : undefined,
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    const { client } = renderWithProviders(<ResetPasswordScreen token="tok" onDone={onDone} />);
    await user.type(screen.getByLabelText("New password"), "new-secret");
    await user.type(screen.getByLabelText("Repeat new password"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Set Password" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      token: "tok",
      newPassword: "new-secret",
    });
    expect(client.getQueryData(userQueryKey)).toEqual(hunter);
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/");
  });

  it.each([
    [409, "This reset link has already been used. Ask for a new one."],
    [400, "This reset link has expired. Ask for a new one."],
    [400, "This reset link is not valid. Ask for a new one."],
  ])("shows the server's words for a bad link (%i: %s)", async (status, message) => {
    mockFetch(({ method }) =>
      method === "POST" ? { status, body: { message, code: "conflict" } } : undefined,
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordScreen token="tok" onDone={onDone} />);
    await user.type(screen.getByLabelText("New password"), "new-secret");
    await user.type(screen.getByLabelText("Repeat new password"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Set Password" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("checks length and that both passwords match before calling the server", async () => {
    const calls = mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordScreen token="tok" onDone={() => undefined} />);
    await user.type(screen.getByLabelText("New password"), "abc");
    await user.click(screen.getByRole("button", { name: "Set Password" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Password must be at least 6 characters long.",
    );
    await user.type(screen.getByLabelText("New password"), "defg");
    await user.type(screen.getByLabelText("Repeat new password"), "abcdefx");
    await user.click(screen.getByRole("button", { name: "Set Password" }));
    expect(screen.getByRole("alert").textContent).toBe("The two passwords do not match.");
    expect(calls).toHaveLength(0);
  });
});
