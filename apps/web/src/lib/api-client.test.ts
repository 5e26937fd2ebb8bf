import { defineEndpoint } from "@repgate/contracts/endpoint";
import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import { notificationEndpoints } from "@repgate/contracts/endpoints/notifications";
import { onboardingEndpoints } from "@repgate/contracts/endpoints/onboarding";
import { questEndpoints } from "@repgate/contracts/endpoints/quests";
import { shopEndpoints } from "@repgate/contracts/endpoints/shop";
import { userEndpoints } from "@repgate/contracts/endpoints/users";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { makeUser } from "../test/render.tsx";
import { ApiError, call, hrefOf, serverMessageOr } from "./api-client.ts";
import { queryKeyOf } from "./query-keys.ts";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("call", () => {
  it("throws '<status>: <body text>' and keeps the server's message", async () => {
    const body = JSON.stringify({ message: "Invalid email or password.", code: "unauthenticated" });
    stubFetch(new Response(body, { status: 401, statusText: "Unauthorized" }));
    const error = await call(authEndpoints.login, { body: { email: "a", password: "b" } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe("Invalid email or password.");
    expect((error as ApiError).code).toBe("unauthenticated");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    const error = (await call(shopEndpoints.items).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.serverMessage).toBeUndefined();
    expect(serverMessageOr(error, "Fallback")).toBe("Fallback");
  });

  it("sends the session cookie, and a JSON content type only with a body", async () => {
    const user = makeUser();
    const fetchMock = stubFetch(new Response(JSON.stringify(user), { status: 200 }));
    await call(onboardingEndpoints.completeProfile);
    const [url, emptyInit] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/user/complete-profile");
    expect(emptyInit?.method).toBe("POST");
    expect(emptyInit?.credentials).toBe("include");
    expect(emptyInit?.body).toBeUndefined();
    expect(new Headers(emptyInit?.headers).has("Content-Type")).toBe(false);

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(user), { status: 200 }));
    await call(userEndpoints.setTitle, { body: { currentTitle: "None" } });
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.method).toBe("PATCH");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ currentTitle: "None" }));
  });

  it("puts URL-encoded params into the path and the query into the query string", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ message: "ok" }), { status: 200 }));
    await call(notificationEndpoints.delete, { params: { id: "a/b c?" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/notifications/a%2Fb%20c%3F");

    const search = defineEndpoint({
      method: "GET",
      path: "/api/search/:kind",
      params: z.object({ kind: z.string() }),
      query: z.object({ q: z.string(), page: z.number().optional() }),
      reply: z.object({ message: z.string() }),
    });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: "ok" })));
    await call(search, { params: { kind: "hunters" }, query: { q: "Jin woo&" } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/search/hunters?q=Jin+woo%26");
  });

  it("parses the reply with the endpoint's schema and refuses one that does not match", async () => {
    stubFetch(new Response(JSON.stringify({ message: 42 }), { status: 200 }));
    await expect(call(authEndpoints.logout)).rejects.toThrow();
  });

  it("resolves an empty success reply to null", async () => {
    stubFetch(new Response(null, { status: 204 }));
    expect(await call(questEndpoints.acknowledgePenalty)).toBeNull();
  });
});

describe("hrefOf and queryKeyOf", () => {
  it("gives the address of a redirect endpoint, and refuses a fetched one", () => {
    expect(hrefOf(authEndpoints.logoutRedirect)).toBe("/api/logout");
    expect(() => hrefOf(authEndpoints.logout)).toThrow("is fetched with call()");
  });

  it("keys a read by its declared path, then its params", () => {
    expect(queryKeyOf(shopEndpoints.items)).toEqual(["/api/shop/items"]);
    expect(queryKeyOf(notificationEndpoints.markRead, { id: "n1" })).toEqual([
      "/api/notifications/:id/read",
      { id: "n1" },
    ]);
  });
});
