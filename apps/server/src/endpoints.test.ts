import { allEndpoints } from "@repgate/contracts/endpoints/all";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredApiRoutes } from "./lib/http/contract-check.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // Built with checkContracts: registering any /api route that is not declared would throw.
  t = await createTestApp();
});

describe("the endpoint registry", () => {
  it("has every declared endpoint registered on the app", () => {
    const missing = allEndpoints.filter(
      (endpoint) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    );
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it("declares every API route the app registers, and the app registers every one", () => {
    const declared = allEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    expect([...registeredApiRoutes(t.app)].sort()).toEqual(declared);
  });

  it("refuses anonymous callers on every endpoint that needs a hunter", async () => {
    for (const endpoint of allEndpoints.filter((e) => e.auth)) {
      const url = endpoint.path.replace(/:[A-Za-z]+/g, "6f9619ff-8b86-4d01-b42d-00c04fc964ff");
      const response = await t.app.inject({ method: endpoint.method, url });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });
});
