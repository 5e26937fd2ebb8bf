import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUp } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

/** The Fetch Metadata headers Chromium sends for each way a page can reach /api/logout. */
const SENT_BY = {
  "our page leaving for it (the spec's client)": {
    "sec-fetch-site": "same-origin",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
  },
  "the hunter typing it or a bookmark": {
    "sec-fetch-site": "none",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
    "sec-fetch-user": "?1",
  },
  "a link on another site": {
    "sec-fetch-site": "cross-site",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
    "sec-fetch-user": "?1",
  },
  "an <img> on another site": {
    "sec-fetch-site": "cross-site",
    "sec-fetch-mode": "no-cors",
    "sec-fetch-dest": "image",
  },
  "an <img> on our own pages (a picture field pointing here)": {
    "sec-fetch-site": "same-origin",
    "sec-fetch-mode": "no-cors",
    "sec-fetch-dest": "image",
  },
  "a link on a sibling subdomain": {
    "sec-fetch-site": "same-site",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
  },
  "a frame on our own pages": {
    "sec-fetch-site": "same-origin",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "iframe",
  },
  "a browser without Fetch Metadata, or curl": {},
} as const;

async function signedIn(hunter: Hunter): Promise<boolean> {
  const reply = await t.app.inject({ url: "/api/auth/user", headers: { cookie: hunter.cookie } });
  return reply.statusCode === 200;
}

describe("GET /api/logout", () => {
  it.each([
    "our page leaving for it (the spec's client)",
    "the hunter typing it or a bookmark",
  ] as const)("ends the session and redirects home for %s", async (who) => {
    const hunter = await signUp(t.app);
    const reply = await t.app.inject({
      url: "/api/logout",
      headers: { cookie: hunter.cookie, ...SENT_BY[who] },
    });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe("/");
    expect(reply.cookies.find((c) => c.name === "repgate_session")?.value).toBe("");
    expect(await signedIn(hunter)).toBe(false);
  });

  it.each([
    "a link on another site",
    "an <img> on another site",
    "an <img> on our own pages (a picture field pointing here)",
    "a link on a sibling subdomain",
    "a frame on our own pages",
    "a browser without Fetch Metadata, or curl",
  ] as const)("changes nothing and answers a page with a button for %s", async (who) => {
    const hunter = await signUp(t.app);
    // The cookie is sent even where SameSite=Lax would keep it back: this must not rely on it.
    const reply = await t.app.inject({
      url: "/api/logout",
      headers: { cookie: hunter.cookie, ...SENT_BY[who] },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.headers["referrer-policy"]).toBe("same-origin");
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.body).toContain('<form method="post" action="/api/logout">');
    expect(reply.body).toContain("Log Out</button>");
    expect(await signedIn(hunter)).toBe(true);
  });
});

describe("POST /api/logout (the page's button)", () => {
  it("ends the session and sends the browser home, as a form post from our page", async () => {
    const hunter = await signUp(t.app);
    // Over real HTTP, with the headers and empty urlencoded body a browser's form post sends.
    const reply = await fetch(`${base}/api/logout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: hunter.cookie,
        origin: base,
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
      body: "",
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/");
    expect(await signedIn(hunter)).toBe(false);
  });

  it("is refused (403) from another site's page, and the hunter stays signed in", async () => {
    const hunter = await signUp(t.app);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: {
        cookie: hunter.cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      },
      payload: "",
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe("This request came from another site and was refused.");
    expect(await signedIn(hunter)).toBe(true);
  });
});
