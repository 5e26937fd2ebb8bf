import { defineEndpoint, noContentSchema } from "@repgate/contracts/endpoint";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { collectingLogger } from "../../test/server-log.ts";
import { answered, route } from "./route.ts";

// Every test here runs under the log collector (test/server-log.ts): a route answered twice
// makes Fastify log FST_ERR_REP_ALREADY_SENT at warn, and that fails the test.
const app = Fastify({ logger: collectingLogger() });
afterAll(() => app.close());
// An async onSend hook, as the contract checks and plugins add: while it runs, the reply is
// not yet sent, and a handler's promise that resolved to nothing would be answered again.
app.addHook("onSend", async (_request, _reply, payload) => {
  await new Promise((resolve) => setImmediate(resolve));
  return payload;
});

const cached = Buffer.from(JSON.stringify({ dungeons: [] }));
route(
  app,
  defineEndpoint({ method: "GET", path: "/cached", reply: z.unknown(), auth: false }),
  {},
  async ({ request, reply }) => {
    if (request.headers["if-none-match"] === '"v1"') return answered(reply.status(304).send());
    return answered(reply.header("etag", '"v1"').type("application/json").send(cached));
  },
);
route(
  app,
  defineEndpoint({
    method: "GET",
    path: "/away",
    reply: noContentSchema,
    replyKind: "redirect",
    auth: false,
  }),
  {},
  async ({ reply }) => answered(reply.redirect("/")),
);
// The mistake route() exists to survive: an endpoint typed loosely whose handler sent the
// answer and returned the reply itself (which an async function resolves to undefined).
route(
  app,
  defineEndpoint({ method: "GET", path: "/loose", reply: z.unknown(), auth: false }),
  {},
  async ({ reply }) => reply.type("image/webp").send(Buffer.from("RIFF")),
);
route(
  app,
  defineEndpoint({ method: "GET", path: "/null", reply: z.null(), auth: false }),
  {},
  async () => null,
);
route(
  app,
  defineEndpoint({
    method: "GET",
    path: "/later",
    reply: z.object({ ready: z.boolean() }),
    auth: false,
  }),
  {},
  async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return { ready: true };
  },
);
route(
  app,
  defineEndpoint({ method: "GET", path: "/now", reply: z.object({ at: z.string() }), auth: false }),
  {},
  () => ({ at: "once" }),
);

describe("route(): a handler that answers by itself is answered once", () => {
  it("sends a cached body, and a 304 to a client that has it, with nothing logged", async () => {
    for (let i = 0; i < 3; i += 1) {
      const full = await app.inject({ url: "/cached" });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.equals(cached)).toBe(true);
      const notModified = await app.inject({
        url: "/cached",
        headers: { "if-none-match": '"v1"' },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe("");
    }
  });

  it("redirects once", async () => {
    const response = await app.inject({ url: "/away" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it("answers once when a handler returned the reply it had sent", async () => {
    const response = await app.inject({ url: "/loose" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("RIFF");
  });

  it("answers a value given later, and one given at once, once each", async () => {
    const later = await app.inject({ url: "/later" });
    expect(later.json()).toEqual({ ready: true });
    const now = await app.inject({ url: "/now" });
    expect(now.json()).toEqual({ at: "once" });
  });

  it("still sends a declared null reply as JSON null", async () => {
    const response = await app.inject({ url: "/null" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("null");
  });
});
