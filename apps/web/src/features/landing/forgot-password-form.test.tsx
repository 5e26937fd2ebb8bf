import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { LandingPage } from "./landing-page.tsx";

async function openForgot() {
  const user = userEvent.setup();
  renderWithProviders(<LandingPage />);
  await user.click(screen.getByRole("button", { name: "Already a Hunter? Log In" }));
  await user.click(screen.getByRole("button", { name: "Forgot password?" }));
  const card = screen.getByRole("region", { name: "Reset Password" });
  return { user, card };
}

const SENT =
  "If an account exists for that email, a link to reset the password is on its way. It works for 30 minutes.";

describe("Forgot password on the login card", () => {
  it("asks for a reset link and shows the server's confirmation", async () => {
    const calls = mockFetch(({ method, path }) =>
      method === "POST" && path === "/api/auth/password-reset"
        ? { status: 202, body: { message: SENT, delivery: "email" } }
        : undefined,
    );
    const { user, card } = await openForgot();
    await user.click(within(card).getByRole("button", { name: "Send Reset Link" }));
    expect(within(card).getByRole("alert").textContent).toBe("Please enter your email address.");
    await user.type(within(card).getByLabelText("Email"), " hunter@example.com ");
    await user.click(within(card).getByRole("button", { name: "Send Reset Link" }));
    expect((await within(card).findByRole("status")).textContent).toBe(SENT);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ email: "hunter@example.com" });
    await user.click(within(card).getByRole("button", { name: "Back to Log In" }));
    expect(screen.getByRole("region", { name: "Hunter Login" })).toBeTruthy();
  });

  it("says to ask the operator when the server sends no mail", async () => {
    mockFetch(({ method }) =>
      method === "POST"
        ? { status: 202, body: { message: "No mail here.", delivery: "operator" } }
        : undefined,
    );
    const { user, card } = await openForgot();
    await user.type(within(card).getByLabelText("Email"), "hunter@example.com");
    await user.click(within(card).getByRole("button", { name: "Send Reset Link" }));
    expect((await within(card).findByRole("status")).textContent).toMatch(/Ask the operator/);
  });

  it("shows a rate limit's message", async () => {
    mockFetch(({ method }) =>
      method === "POST"
        ? {
            status: 429,
            body: {
              message: "Too many reset requests. Please wait 15 minutes and try again.",
              code: "rate_limited",
            },
          }
        : undefined,
    );
    const { user, card } = await openForgot();
    await user.type(within(card).getByLabelText("Email"), "hunter@example.com");
    await user.click(within(card).getByRole("button", { name: "Send Reset Link" }));
    expect((await within(card).findByRole("alert")).textContent).toMatch(/Too many reset/);
  });
});
