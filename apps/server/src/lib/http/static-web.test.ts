import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SESSION_COOKIE } from "../sessions/session-token.ts";

const SCRIPT = `console.log(${JSON.stringify("a hunter's reps ".repeat(200))});`;
const PAGE = `<!doctype html><title>RepGate</title>${"<p>shell</p>".repeat(100)}`;

/** A build as the web app's precompress plugin leaves it: each text file with .br and .gz. */
async function writeBuild(dir: string) {
  await mkdir(path.join(dir, "assets"));
  const files = {
    "index.html": PAGE,
    "assets/app-1a2b3c.js": SCRIPT,
    "sw.js": "self.addEventListener('fetch', () => {});",
  };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, name), text);
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
  }
}

let web: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), "repgate-web-"));
  await writeBuild(distDir);
  web = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe("precompressed web assets", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
  ])("answers Accept-Encoding %s with the %s file", async (accept, encoding) => {
    const response = await web.app.inject({
      url: "/assets/app-1a2b3c.js",
      headers: { "accept-encoding": accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const decode = encoding === "br" ? brotliDecompressSync : gunzipSync;
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it("sends the plain file to a client that accepts no compression", async () => {
    const response = await web.app.inject({ url: "/assets/app-1a2b3c.js" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it.each(["/", "/quests"])("compresses index.html for %s and never caches it", async (url) => {
    const response = await web.app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it("revalidates unhashed files such as the service worker on every use", async () => {
    const response = await web.app.inject({
      url: "/sw.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it.each([
    ["signed out", {}],
    ["with a session cookie", { cookie: `${SESSION_COOKIE}=stale` }],
  ])("answers a missing hashed file with 404, not the page (%s)", async (_who, headers) => {
    const response = await web.app.inject({ url: "/assets/app-gone99.js?v=1", headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: "not_found",
      message: "No file at /assets/app-gone99.js.",
    });
  });
});
