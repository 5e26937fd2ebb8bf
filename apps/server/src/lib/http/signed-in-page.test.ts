import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SESSION_COOKIE } from "../sessions/session-token.ts";
import { SESSION_HINT } from "./signed-in-page.ts";

const PAGE = `<!doctype html>
<html>
  <head>
    <title>RepGate</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const PRELOADS = {
  "*": {
    scripts: ["/assets/layout-b2.js", "/assets/common-c3.js"],
    reads: ["/api/notifications"],
  },
  "/": {
    scripts: ["/assets/layout-b2.js", "/assets/common-c3.js", "/assets/home-screen-d4.js"],
    reads: ["/api/notifications", "/api/battles/active", "/api/leaderboard?period=alltime&x=1"],
  },
};

let web: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), "repgate-web-"));
  await mkdir(path.join(distDir, "assets"));
  await writeFile(path.join(distDir, "index.html"), PAGE);
  await writeFile(path.join(distDir, "route-preloads.json"), JSON.stringify(PRELOADS));
  web = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const signedIn = { cookie: `${SESSION_COOKIE}=some-session`, "accept-encoding": "br, gzip" };

/** The scripts a page names as module preloads, with their priority. */
function preloadsOf(html: string): string[] {
  return [
    ...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1] as string);
}

/**
 * The reads a page names, as the browser reads the attribute: fetch preloads with the cookie
 * (a fetch with credentials takes only such a preload's answer), at low priority.
 */
function readsOf(html: string): string[] {
  const link =
    /<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="([^"]+)">/g;
  return [...html.matchAll(link)].map((m) => (m[1] as string).replaceAll("&amp;", "&"));
}

describe("the page a signed-in browser opens", () => {
  it("names the home's scripts and reads as low-priority preloads on /", async () => {
    const response = await web.app.inject({ url: "/", headers: signedIn });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(preloadsOf(html)).toEqual(PRELOADS["/"].scripts);
    expect(readsOf(html)).toEqual(PRELOADS["/"].reads);
    // The page says it was served to a session, so the app never flashes the landing page.
    expect(html).toContain(SESSION_HINT);
    // Everything else of the page is as built, the preloads inside its head.
    expect(
      html
        .replace(/\s*<link rel="(modulepreload|preload)"[^>]*>/g, "")
        .replace(`\n    ${SESSION_HINT}`, ""),
    ).toBe(PAGE.replace(/\s*<\/head>/, "\n  </head>"));
    expect(html.lastIndexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });

  it("names the layout's scripts and reads alone at an address the build does not list", async () => {
    const response = await web.app.inject({ url: "/user/abc?tab=stats", headers: signedIn });
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(preloadsOf(html)).toEqual(PRELOADS["*"].scripts);
    expect(readsOf(html)).toEqual(PRELOADS["*"].reads);
  });

  it("sends gzip or plain text to browsers that take no brotli", async () => {
    const gzip = await web.app.inject({
      url: "/",
      headers: { ...signedIn, "accept-encoding": "br;q=0, gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(preloadsOf(gunzipSync(gzip.rawPayload).toString())).toEqual(PRELOADS["/"].scripts);

    const plain = await web.app.inject({ url: "/", headers: { cookie: signedIn.cookie } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(preloadsOf(plain.body)).toEqual(PRELOADS["/"].scripts);
    expect(readsOf(plain.body)).toEqual(PRELOADS["/"].reads);
  });

  it("gives a visitor without a session the page as built, with no preloads", async () => {
    const response = await web.app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
    expect(response.body).not.toContain("repgate-session");
  });
});
