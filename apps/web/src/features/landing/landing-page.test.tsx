import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { LandingPage } from "./landing-page.tsx";

async function openAwaken() {
  const user = userEvent.setup();
  renderWithProviders(<LandingPage />);
  await user.click(screen.getByRole("button", { name: "Awaken" }));
  const dialog = await screen.findByRole("dialog", { name: "Awaken Your Hunter Powers" });
  return { user, dialog };
}

describe("LandingPage", () => {
  it("presents the product and its four features", () => {
    mockFetch(() => undefined);
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole("heading", { level: 1, name: "RepGate" })).toBeTruthy();
    expect(screen.getByText(/each rep deals damage/)).toBeTruthy();
    for (const title of ["Battle System", "Rank System", "Social Features", "Quests & Dungeons"]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getByText(/non-commercial/)).toBeTruthy();
  });

  it("links the official comic, anime and novels to their publishers, in a new tab", () => {
    mockFetch(() => undefined);
    renderWithProviders(<LandingPage />);
    const notice = screen.getByRole("complementary", { name: "Attribution" });
    const links = within(notice).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://izepress.com/",
      "https://www.aniplexusa.com/",
      "https://yenpress.com/",
    ]);
    expect(within(notice).getByRole("link", { name: /^official comic/ })).toBeTruthy();
    expect(within(notice).getByRole("link", { name: /^anime/ })).toBeTruthy();
    expect(within(notice).getByRole("link", { name: /^novels/ })).toBeTruthy();
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("asks for both login fields before calling the server", async () => {
    const calls = mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole("button", { name: "Already a Hunter? Log In" }));
    const card = screen.getByRole("region", { name: "Hunter Login" });
    await user.type(within(card).getByLabelText("Email"), "hunter@example.com");
    await user.click(within(card).getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Validation Error")).toBeTruthy();
    expect(screen.getByText("Please enter both email and password.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when login fails, and can reveal the password", async () => {
    mockFetch(() => ({ status: 401, body: { message: "Invalid email or password.", code: "x" } }));
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole("button", { name: "Already a Hunter? Log In" }));
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    await user.type(screen.getByLabelText("Email"), "hunter@example.com");
    await user.type(password, "wrong-password");
    expect(password.type).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Login Failed")).toBeTruthy();
    expect(screen.getByText("Invalid email or password.")).toBeTruthy();
  });

  it("logs in, stores the user and closes the card", async () => {
    const hunter = makeUser();
    const calls = mockFetch(({ path }) =>
      path === "/api/auth/login" || path === "/api/auth/user" ? { body: hunter } : undefined,
    );
    const user = userEvent.setup();
    const { client } = renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole("button", { name: "Already a Hunter? Log In" }));
    await user.type(screen.getByLabelText("Email"), " jinwoo@example.com ");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Welcome back, Hunter!")).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: "jinwoo@example.com", password: "secret-pass" });
    expect(client.getQueryData(userQueryKey)).toEqual(hunter);
    expect(screen.queryByRole("region", { name: "Hunter Login" })).toBeNull();
  });

  it.each([
    [{}, "Validation Error", "Please fill in all fields."],
    [{ email: "not an email" }, "Invalid Email", "Please enter a valid email address."],
    [{ password: "12345" }, "Password Too Short", "Password must be at least 6 characters long."],
  ])("validates registration %j", async (overrides, title, description) => {
    const calls = mockFetch(() => undefined);
    const fields = {
      email: "new@example.com",
      hunterName: "Sung",
      password: "secret1",
      ...overrides,
    };
    const { user, dialog } = await openAwaken();
    if (Object.keys(overrides).length > 0) {
      await user.type(within(dialog).getByLabelText("Email Address"), fields.email);
      await user.type(within(dialog).getByLabelText("Hunter Name"), fields.hunterName);
      await user.type(within(dialog).getByLabelText("Password"), fields.password);
    }
    await user.click(within(dialog).getByRole("button", { name: "Awaken Hunter" }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("refuses a hunter name over 32 characters with the server's words before sending", async () => {
    const calls = mockFetch(() => undefined);
    const { user, dialog } = await openAwaken();
    await user.type(within(dialog).getByLabelText("Email Address"), "new@example.com");
    await user.type(within(dialog).getByLabelText("Hunter Name"), "a".repeat(33));
    await user.type(within(dialog).getByLabelText("Password"), "secret1");
    expect(within(dialog).getByText("33 / 32 characters")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Awaken Hunter" }));
    expect(await screen.findByText("Validation Error")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Registration Failed' with the server's message", async () => {
    mockFetch(() => ({ status: 409, body: { message: "That email is taken.", code: "conflict" } }));
    const { user, dialog } = await openAwaken();
    await user.type(within(dialog).getByLabelText("Email Address"), "taken@example.com");
    await user.type(within(dialog).getByLabelText("Hunter Name"), "Sung");
    await user.type(within(dialog).getByLabelText("Password"), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Awaken Hunter" }));
    expect(await screen.findByText("Registration Failed")).toBeTruthy();
    expect(screen.getByText("That email is taken.")).toBeTruthy();
  });

  it("sends one sign-up for a double tap on Awaken Hunter and welcomes the hunter", async () => {
    const hunter = makeUser({ email: "new@example.com" });
    const calls = mockFetch(({ method, path }) =>
      method === "POST" && path === "/api/auth/register"
        ? { status: 201, body: hunter }
        : path === "/api/auth/user"
          ? { body: hunter }
          : undefined,
    );
    const { user, dialog } = await openAwaken();
    await user.type(within(dialog).getByLabelText("Email Address"), "new@example.com");
    await user.type(within(dialog).getByLabelText("Hunter Name"), "Sung");
    await user.type(within(dialog).getByLabelText("Password"), "secret1");
    const awaken = within(dialog).getByRole("button", { name: "Awaken Hunter" });
    // Both taps land before React renders the button disabled.
    fireEvent.click(awaken);
    fireEvent.click(awaken);
    expect(await screen.findByText("Welcome, Hunter!")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/auth/register")).toHaveLength(1);
    expect(screen.queryByText("Registration Failed")).toBeNull();
  });

  it("takes a sign-up's 409 as success when this browser is signed in to that account", async () => {
    const hunter = makeUser({ email: "new@example.com" });
    mockFetch(({ method, path }) =>
      method === "POST" && path === "/api/auth/register"
        ? { status: 409, body: { message: "That email is taken.", code: "conflict" } }
        : path === "/api/auth/user"
          ? { body: hunter }
          : undefined,
    );
    const { user, dialog } = await openAwaken();
    await user.type(within(dialog).getByLabelText("Email Address"), "New@example.com");
    await user.type(within(dialog).getByLabelText("Hunter Name"), "Sung");
    await user.type(within(dialog).getByLabelText("Password"), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Awaken Hunter" }));
    expect(await screen.findByText("Welcome, Hunter!")).toBeTruthy();
    expect(screen.queryByText("Registration Failed")).toBeNull();
  });

  it("opens the login card for ?login=1 and drops the parameter", async () => {
    mockFetch(() => undefined);
    window.history.replaceState(null, "", "/?login=1&ref=x");
    renderWithProviders(<LandingPage />);
    expect(await screen.findByRole("region", { name: "Hunter Login" })).toBeTruthy();
    expect(window.location.search).toBe("?ref=x");
  });

  it("shows the registration_failed toast and drops the parameter", async () => {
    mockFetch(() => undefined);
    window.history.replaceState(null, "", "/?error=registration_failed");
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText("Registration Failed")).toBeTruthy();
    expect(
      screen.getByText(
        "There was an issue with your registration. Please try again or contact support.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(""));
  });
});
