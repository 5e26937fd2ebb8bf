import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Every response the server writes carries the security headers, as read off a real connection
// (not `inject`, which never touches Node's own response): the guarantee decision 004 makes,
// kept through public interfaces only (decision 040).

let t: TestApp;
let base: URL;
let distDir: string;
beforeAll(async () => {
  // A built web app, so static files and the page shell are served too.
  distDir = await mkdtemp(path.join(tmpdir(), "repgate-headers-"));
  await mkdir(path.join(distDir, "assets"));
  await writeFile(path.join(distDir, "index.html"), "<!doctype html><title>RepGate</title>");
  await writeFile(path.join(distDir, "assets", "app-1a2b3c.js"), "console.log('reps');");
  t = await createTestApp({ webDistDir: distDir });
  t.app.get("/own-policy", (_request, reply) =>
    reply.header("content-security-policy", "default-src 'none'").send("an image, say"),
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on TCP");
  base = new URL(`http://127.0.0.1:${address.port}`);
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

interface WireResponse {
  status: number;
  /** Every header line as sent, names in lower case, repeats kept. */
  lines: [string, string][];
}

/** A request over a real connection, the head read as the bytes came (repeats not merged). */
function onTheWire(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, base),
      { method: options.method ?? "GET", headers: options.headers ?? {} },
      (response) => {
        const raw = response.rawHeaders;
        const lines: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) {
          lines.push([String(raw[i]).toLowerCase(), String(raw[i + 1])]);
        }
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, lines }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The security headers an injected request gets, set through Fastify: the reference. */
async function expectedSecurityHeaders(): Promise<Map<string, string>> {
  const injected = await t.app.inject({ url: "/healthz" });
  const names = [
    "content-security-policy",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
    "origin-agent-cluster",
    "referrer-policy",
    "strict-transport-security",
    "x-content-type-options",
    "x-dns-prefetch-control",
    "x-download-options",
    "x-frame-options",
    "x-permitted-cross-domain-policies",
    "x-xss-protection",
  ];
  return new Map(names.map((name) => [name, String(injected.headers[name])]));
}

function countOf(lines: [string, string][], name: string): number {
  return lines.filter(([line]) => line === name).length;
}

describe("the server's responses on the wire", () => {
  it.each([
    ["a JSON reply", "/healthz", {}, 200],
    ["an error reply", "/api/auth/user", {}, 401],
    ["an unknown path", "/api/nope", {}, 404],
    ["a static file", "/assets/app-1a2b3c.js", {}, 200],
    ["the page shell", "/dungeons", {}, 200],
    ["a method the API does not route", "/api/dungeons", { method: "PUT" }, 404],
    [
      "a body that is not JSON",
      "/api/auth/login",
      { method: "POST", headers: { "content-type": "application/json" }, body: "{" },
      400,
    ],
    ["an address the router cannot decode", "/api/dungeons/%E0%A4%A/enter", {}, 400],
    [
      "a request refused as cross-site",
      "/api/auth/logout",
      { method: "POST", headers: { origin: "https://evil.example" } },
      403,
    ],
  ] as const)(
    "carry every security header once, as set through Fastify, on %s",
    async (_case, path, options, status) => {
      const expected = await expectedSecurityHeaders();
      const response = await onTheWire(path, options);
      expect(response.status).toBe(status);
      for (const [name, value] of expected) {
        expect(countOf(response.lines, name), name).toBe(1);
        expect(response.lines.find(([line]) => line === name)?.[1]).toBe(value);
      }
    },
  );

  it("carry them on the dungeon poll, full and not modified", async () => {
    const hunter = await signUpOnboarded(t.app);
    const headers = { cookie: hunter.cookie, "accept-encoding": "br" };
    const full = await onTheWire("/api/dungeons", { headers });
    expect(full.status).toBe(200);
    const etag = full.lines.find(([name]) => name === "etag")?.[1] ?? "";
    const again = await onTheWire("/api/dungeons", {
      headers: { ...headers, "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    for (const response of [full, again]) {
      expect(countOf(response.lines, "x-frame-options")).toBe(1);
      expect(countOf(response.lines, "content-security-policy")).toBe(1);
      expect(countOf(response.lines, "etag")).toBe(1);
    }
  });

  it("keep a header a response sets itself, once, with the response's own value", async () => {
    const response = await onTheWire("/own-policy");
    expect(response.status).toBe(200);
    const policies = response.lines.filter(([name]) => name === "content-security-policy");
    expect(policies).toEqual([["content-security-policy", "default-src 'none'"]]);
    expect(countOf(response.lines, "x-frame-options")).toBe(1);
    expect(countOf(response.lines, "strict-transport-security")).toBe(1);
  });
});
