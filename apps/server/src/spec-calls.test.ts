import { readFileSync } from "node:fs";
import type { Endpoint } from "@repgate/contracts/endpoint";
import { allEndpoints } from "@repgate/contracts/endpoints/all";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// The spec's calls, kept as facts beside the docs (decisions/017): this test reads them, it
// never writes them, so the list cannot drift towards whatever the server happens to route.
const specCallSchema = z.object({
  method: z.enum(["GET", "POST", "PATCH", "PUT", "DELETE"]),
  /** As the spec writes it: `{name}` is a parameter. */
  path: z.string().regex(/^\/[A-Za-z0-9/{}_-]*$/),
  body: z.array(z.string()),
  query: z.array(z.string()).optional(),
  spec: z.array(z.string()).min(1),
  /** "websocket": the upgrade at /ws; "navigation": a page the browser is sent to. */
  kind: z.enum(["websocket", "navigation"]).optional(),
  note: z.string().optional(),
});
type SpecCall = z.infer<typeof specCallSchema>;

const calls: SpecCall[] = z
  .object({ about: z.string(), calls: z.array(specCallSchema) })
  .parse(
    JSON.parse(readFileSync(new URL("../../../docs/spec-calls.json", import.meta.url), "utf8")),
  ).calls;

const SOME_ID = "6f9619ff-8b86-4d01-b42d-00c04fc964ff";
const label = (call: SpecCall) => `${call.method} ${call.path}`;
const concretePath = (path: string) => path.replace(/\{[A-Za-z]+\}/g, SOME_ID);

/** The declared endpoint a concrete request lands on (Fastify's `:name` matches one segment). */
function endpointFor(method: string, url: string): Endpoint | undefined {
  return allEndpoints.find((endpoint) => {
    const pattern = endpoint.path.replace(/:[A-Za-z0-9_]+/g, "[^/]+");
    return endpoint.method === method && new RegExp(`^${pattern}$`).test(url);
  });
}

/** The field names a schema takes: an object's keys, or every branch's keys for a union. */
function fieldsOf(schema: unknown): Set<string> {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodUnion) {
    return new Set(schema.options.flatMap((option) => [...fieldsOf(option)]));
  }
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return fieldsOf(schema.unwrap());
  }
  return new Set();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("the spec's calls (docs/spec-calls.json)", () => {
  it("lists each call once, every call of both spec parts' tables", () => {
    const keys = calls.map(label);
    expect(new Set(keys).size).toBe(keys.length);
    // 82 calls in the two API tables, the websocket, and the two navigations the spec names.
    expect(calls).toHaveLength(85);
    expect(calls.filter((call) => !call.kind)).toHaveLength(82);
  });

  it("has every HTTP call and navigation routed by the app", async () => {
    const unrouted: string[] = [];
    for (const call of calls.filter((c) => c.kind !== "websocket")) {
      const query = call.query ? `?${call.query.map((name) => `${name}=a`).join("&")}` : "";
      // Anonymous: a routed call answers 401, 400 or a redirect; an unrouted one reaches the
      // not-found handler, whose message says so (a route's own 404 says something else).
      const response = await t.app.inject({
        method: call.method,
        url: `${concretePath(call.path)}${query}`,
      });
      const notFound =
        response.statusCode === 404 &&
        String(response.json<{ message?: unknown }>().message).startsWith("No route for");
      if (notFound) unrouted.push(label(call));
    }
    expect(unrouted).toEqual([]);
  });

  it("has the websocket routed", () => {
    for (const call of calls.filter((c) => c.kind === "websocket")) {
      expect(t.app.hasRoute({ method: call.method, url: call.path }), label(call)).toBe(true);
    }
  });

  it("declares every call in the contracts, with every body and query field the spec sends", () => {
    const problems: string[] = [];
    for (const call of calls.filter((c) => c.kind !== "websocket")) {
      const endpoint = endpointFor(call.method, concretePath(call.path));
      if (!endpoint) {
        problems.push(`${label(call)}: no endpoint in packages/contracts`);
        continue;
      }
      const body = fieldsOf(endpoint.body);
      const query = fieldsOf(endpoint.query);
      for (const field of call.body.filter((name) => !body.has(name))) {
        problems.push(`${label(call)}: body field ${field} is not declared`);
      }
      for (const field of (call.query ?? []).filter((name) => !query.has(name))) {
        problems.push(`${label(call)}: query field ${field} is not declared`);
      }
    }
    expect(problems).toEqual([]);
  });
});
