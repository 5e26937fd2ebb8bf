import { readFileSync } from "node:fs";
import { allEndpoints } from "@repgate/contracts/endpoints/all";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; "x-token-scope"?: unknown }>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
}

async function openApi(): Promise<{ document: Document; headers: Record<string, unknown> }> {
  const reply = await t.app.inject({ url: "/api/openapi.json" });
  expect(reply.statusCode).toBe(200);
  return { document: reply.json(), headers: reply.headers };
}

const specCalls = (
  JSON.parse(
    readFileSync(new URL("../../../../../docs/spec-calls.json", import.meta.url), "utf8"),
  ) as { calls: { method: string; path: string }[] }
).calls;

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document, cached by clients", async () => {
    const { document, headers } = await openApi();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(
      document as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("documents every declared endpoint with its security", async () => {
    const { document } = await openApi();
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.["x-token-scope"]).toBe(endpoint.token);
    }
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: "apiKey", in: "cookie" },
      accessToken: { type: "http", scheme: "bearer" },
    });
    expect(document.paths["/api/user/tokens"]?.post?.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/battles/{id}"]?.patch?.security).toEqual([
      { session: [] },
      { accessToken: ["play"] },
    ]);
  });

  it("lists every call of docs/spec-calls.json", async () => {
    const { document } = await openApi();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
      })),
    );
    const missing = specCalls.filter((call) => {
      const concrete = call.path.replace(/\{[^}]+\}/g, "6f9619ff-8b86-4d01-b42d-00c04fc964ff");
      return !documented.some((op) => op.method === call.method && op.pattern.test(concrete));
    });
    expect(missing).toEqual([]);
  });
});

describe("GET /api/docs", () => {
  it("is a page that loads its viewer from this server only", async () => {
    const reply = await t.app.inject({ url: "/api/docs" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toContain("text/html");
    const sources = [...reply.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual([
      "/api/docs/swagger-ui.css",
      "/api/docs/swagger-ui-bundle.js",
      "/api/docs/start.js",
    ]);
    for (const source of sources) {
      const file = await t.app.inject({
        url: source ?? "",
        headers: { "accept-encoding": "gzip" },
      });
      expect([source, file.statusCode]).toEqual([source, 200]);
      expect(file.headers["content-encoding"]).toBe("gzip");
    }
    const start = await t.app.inject({ url: "/api/docs/start.js" });
    expect(start.body).toContain('url: "/api/openapi.json"');
    expect(start.body).toContain("validatorUrl: null");
  });

  it("serves nothing else from the viewer's folder", async () => {
    const reply = await t.app.inject({ url: "/api/docs/package.json" });
    expect(reply.statusCode).toBe(400);
  });
});
