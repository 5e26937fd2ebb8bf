import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUp } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

const ADMIN = fileURLToPath(new URL("./admin.ts", import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Runs the admin entry point as `npm run admin` does (its source, through tsx). */
function admin(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ADMIN, ...args], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: t.databaseUrl,
        PUBLIC_URL: "https://repgate.example/",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

describe("npm run admin -- reset-link <email>", () => {
  it("prints a link that sets a new password and signs in", async () => {
    const hunter = await signUp(t.app);
    const result = await admin(["reset-link", hunter.email.toUpperCase()]);
    expect(result.code).toBe(0);
    const link = result.out.trim();
    expect(link).toMatch(/^https:\/\/repgate\.example\/#reset=[A-Za-z0-9_-]+$/);
    const token = link.split("#reset=")[1];

    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, newPassword: "set-by-operator" },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().email).toBe(hunter.email);
    // The old session is over; the new password signs in, the old one does not.
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: hunter.cookie },
    });
    expect(me.statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: hunter.email, password },
      });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login("set-by-operator")).statusCode).toBe(200);
  }, 60_000);

  it("says so when no hunter has the email, and explains its usage", async () => {
    const missing = await admin(["reset-link", "nobody@example.com"]);
    expect(missing.code).toBe(1);
    expect(missing.out).toBe("");
    expect(missing.err).toContain("No hunter has the email nobody@example.com.");

    const usage = await admin(["reset-link"]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("Usage: npm run admin -- reset-link <email>");

    const unknown = await admin(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("Unknown command: frobnicate");
  }, 60_000);
});
