import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { makeAccessToken } from "../../test/access-token.ts";
import { type Hunter, PASSWORD, sessionCookieOf, signUp } from "../../test/factories.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { smtpMailer } from "./mailer.ts";

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    mailer: smtpMailer(smtp.url, "RepGate <no-reply@example.com>"),
    publicUrl: "http://repgate.test",
  });
});

async function logIn(hunter: Hunter, password = PASSWORD, ip = "10.0.0.1") {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    payload: { email: hunter.email, password },
  });
}

const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("POST /api/auth/password", () => {
  it("keeps this session, ends the others, and the new password signs in", async () => {
    const hunter = await signUp(t.app);
    const other = sessionCookieOf(await logIn(hunter));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { cookie: hunter.cookie },
      payload: { currentPassword: PASSWORD, newPassword: "brand-new-secret" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().endedSessions).toBe(1);
    expect((await me(hunter.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await logIn(hunter, "brand-new-secret", "10.0.0.2")).statusCode).toBe(200);
  });

  it("refuses a wrong current password with 400, counting it as a failed sign-in", async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    const hunter = await signUp(limited.app);
    const ip = "10.9.9.9";
    for (let i = 0; i < 3; i++) {
      const wrong = await limited.app.inject({
        method: "POST",
        url: "/api/auth/password",
        remoteAddress: ip,
        headers: { cookie: hunter.cookie },
        payload: { currentPassword: "not-it", newPassword: "whatever-long" },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("Your current password is not correct.");
    }
    const login = await limited.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: ip,
      payload: { email: hunter.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });

  it("holds the minimum length", async () => {
    const hunter = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { cookie: hunter.cookie },
      payload: { currentPassword: PASSWORD, newPassword: "12345" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Password must be at least 6 characters long.");
  });
});

describe("sessions", () => {
  it("lists sessions with a device name and current, ends one, 404s another hunter's", async () => {
    const hunter = await signUp(t.app);
    const phone = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: {
        "user-agent":
          "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      },
      payload: { email: hunter.email, password: PASSWORD },
    });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/auth/sessions",
      headers: { cookie: hunter.cookie },
    });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as Array<{ id: string; current: boolean; device: string }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current);
    expect(other?.device).toBe("Chrome on Android");

    const stranger = await signUp(t.app);
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${other?.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(404);
    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${other?.id}`,
      headers: { cookie: hunter.cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(sessionCookieOf(phone))).statusCode).toBe(401);
  });

  it("signs out everywhere else", async () => {
    const hunter = await signUp(t.app);
    const a = sessionCookieOf(await logIn(hunter));
    const b = sessionCookieOf(await logIn(hunter));
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/sessions",
      headers: { cookie: hunter.cookie },
    });
    expect(response.json().endedSessions).toBe(2);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(hunter.cookie)).statusCode).toBe(200);
  });
});

function tokenOf(text: string): string {
  const match = /#reset=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe("password reset", () => {
  const ask = (email: string, ip = "10.1.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      remoteAddress: ip,
      payload: { email },
    });
  const confirm = (token: string, newPassword = "reset-secret-1") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, newPassword },
    });

  it("answers the same 202 for an unknown address, and mails a known one a link", async () => {
    const hunter = await signUp(t.app);
    const unknown = await ask("nobody-here@example.com", "10.1.0.2");
    const known = await ask(hunter.email, "10.1.0.3");
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = await smtp.nextMailTo(hunter.email);
    expect(mail.text).toContain("http://repgate.test/#reset=");
    expect(smtp.mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  it("sets the password once, ends every session, and signs this browser in", async () => {
    const hunter = await signUp(t.app);
    await ask(hunter.email, "10.1.0.4");
    const token = tokenOf((await smtp.nextMailTo(hunter.email)).text ?? "");
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect((await me(sessionCookieOf(done))).statusCode).toBe(200);
    expect((await me(hunter.cookie)).statusCode).toBe(401);
    expect((await logIn(hunter, "reset-secret-1", "10.1.0.5")).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This reset link has already been used. Ask for a new one.");
  });

  it("the same link confirmed many times at once succeeds exactly once", async () => {
    const hunter = await signUp(t.app);
    await ask(hunter.email, "10.1.0.40");
    const token = tokenOf((await smtp.nextMailTo(hunter.email)).text ?? "");
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => confirm(token, `racing-secret-${i}`)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    const winner = replies.findIndex((r) => r.statusCode === 200);
    // The winner's password is the one that holds, and only the winner's browser is signed in.
    expect((await logIn(hunter, `racing-secret-${winner}`, "10.1.0.41")).statusCode).toBe(200);
    const loser = (winner + 1) % replies.length;
    expect((await logIn(hunter, `racing-secret-${loser}`, "10.1.0.42")).statusCode).toBe(401);
    const won = replies[winner];
    if (!won) throw new Error("no confirmation succeeded");
    expect((await me(sessionCookieOf(won))).statusCode).toBe(200);
  });

  it("expires after 30 minutes, a newer link voids older ones, unknown tokens are 400", async () => {
    const hunter = await signUp(t.app);
    await ask(hunter.email, "10.1.0.6");
    const first = tokenOf((await smtp.nextMailTo(hunter.email)).text ?? "");
    await ask(hunter.email, "10.1.0.6");
    const second = tokenOf((await smtp.nextMailTo(hunter.email)).text ?? "");
    expect((await confirm(first)).json().message).toBe(
      "A newer reset link has been sent. Use the link in the latest email.",
    );
    t.clock.advance(30 * 60_000 + 1);
    const late = await confirm(second);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("This reset link has expired. Ask for a new one.");
    const unknown = await confirm("made-up-token");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("This reset link is not valid. Ask for a new one.");
  });

  it("limits requests per address", async () => {
    const email = "limited-address@example.com";
    for (let i = 0; i < 3; i++) expect((await ask(email, `10.2.0.${i}`)).statusCode).toBe(202);
    expect((await ask(email, "10.2.0.9")).statusCode).toBe(429);
  });
});

describe("POST /api/user/export", () => {
  it("downloads the hunter's data and nothing of another hunter", async () => {
    const hunter = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/export",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="repgate-/);
    const body = response.json();
    expect(body.sections.profile.id).toBe(hunter.user.id);
    expect(body.sections.inventory.length).toBeGreaterThan(0);
    expect(body.sections.ledger.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(other.user.id);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain("argon2");
  });

  it("lists the hunter's API tokens by name and scope, never the token or its hash", async () => {
    const hunter = await signUp(t.app);
    const { token } = await makeAccessToken(t.app, hunter.cookie, "read", "Step counter");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/export",
      headers: { cookie: hunter.cookie },
    });
    const { sections } = response.json();
    expect(sections.accessTokens).toMatchObject([{ name: "Step counter", scope: "read" }]);
    expect(sections.trainingSets).toEqual([]);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(createHash("sha256").update(token).digest("hex"));
  });
});

describe("DELETE /api/user/account", () => {
  it("frees the hunter name and ends every session", async () => {
    const hunter = await signUp(t.app, { hunterName: "Leaving Hunter" });
    const other = sessionCookieOf(await logIn(hunter));
    const gone = await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie: hunter.cookie },
    });
    expect(gone.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await signUp(t.app, { hunterName: "leaving hunter" });
  });
});
