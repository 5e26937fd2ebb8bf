import { defineEndpoint } from "@repgate/contracts/endpoint";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installContractChecks } from "./contract-check.ts";
import { installErrorHandler } from "./error-handler.ts";
import { route } from "./route.ts";

const thing = defineEndpoint({
  method: "POST",
  path: "/api/things/:id",
  params: z.object({ id: z.uuid({ error: "That thing id is not valid." }) }),
  body: z.object({ count: z.number({ error: "Count must be a number." }) }),
  reply: z.object({ id: z.string(), count: z.number() }),
});

async function appWith(reply: unknown) {
  const app = Fastify();
  installErrorHandler(app);
  installContractChecks(app);
  // The handler breaks its own type on purpose: drift the compiler cannot see (a cast, `any`).
  route(app, thing, {}, async () => reply as { id: string; count: number });
  await app.ready();
  return app;
}

const ID = "6f9619ff-8b86-4d01-b42d-00c04fc964ff";

describe("route() and the contract checks", () => {
  it("answers a bad param or body with the schema's own message, params first", async () => {
    const app = await appWith({ id: ID, count: 1 });
    const badParam = await app.inject({ method: "POST", url: "/api/things/x", payload: {} });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json()).toEqual({
      message: "That thing id is not valid.",
      code: "bad_request",
    });
    const badBody = await app.inject({
      method: "POST",
      url: `/api/things/${ID}`,
      payload: { count: "two" },
    });
    expect(badBody.json()).toEqual({ message: "Count must be a number.", code: "bad_request" });
  });

  it("passes a reply that matches its schema", async () => {
    const app = await appWith({ id: ID, count: 2 });
    const ok = await app.inject({
      method: "POST",
      url: `/api/things/${ID}`,
      payload: { count: 2 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: ID, count: 2 });
  });

  it("turns a reply that drifted from its schema into a 500 that says why", async () => {
    const app = await appWith({ id: ID, count: "2" });
    const drift = await app.inject({
      method: "POST",
      url: `/api/things/${ID}`,
      payload: { count: 2 },
    });
    expect(drift.statusCode).toBe(500);
    expect(drift.json().code).toBe("reply_contract");
    expect(drift.json().message).toContain("POST /api/things/:id breaks its contract");
    expect(drift.json().message).toContain("count");
  });

  it("refuses an /api route that was not registered from a declared endpoint", async () => {
    const app = Fastify();
    installContractChecks(app);
    expect(() => app.get("/api/undeclared", async () => ({}))).toThrow(
      "GET /api/undeclared is not declared in @repgate/contracts/endpoints",
    );
  });
});
