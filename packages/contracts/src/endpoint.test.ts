import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoint, pathParamNames } from "./endpoint.ts";
import { allEndpoints } from "./endpoints/all.ts";

describe("defineEndpoint", () => {
  it("reads the :params of a path", () => {
    expect(pathParamNames("/api/movement/:runId/samples")).toEqual(["runId"]);
    expect(pathParamNames("/api/shop/items")).toEqual([]);
  });

  it("refuses a path whose parameters the params schema does not describe", () => {
    expect(() =>
      defineEndpoint({
        method: "GET",
        path: "/api/things/:thingId",
        params: z.object({ id: z.string() }),
        reply: z.null(),
      }),
    ).toThrow("path parameters [thingId] differ from params schema [id]");
    expect(() => defineEndpoint({ method: "GET", path: "/api/x/:id", reply: z.null() })).toThrow();
  });

  it("defaults to a signed-in JSON endpoint", () => {
    const endpoint = defineEndpoint({ method: "GET", path: "/api/x", reply: z.null() });
    expect(endpoint).toMatchObject({ replyKind: "json", auth: true, body: undefined });
  });
});

describe("allEndpoints", () => {
  it("declares each method and path once", () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives bodies only to methods that carry one", () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.method === "GET") expect(endpoint.body, endpoint.path).toBeUndefined();
    }
  });
});
