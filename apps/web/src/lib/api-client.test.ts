import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getOptional, serverMessageOr } from "./api-client.ts";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("throws '<status>: <body text>' and keeps the server's message", async () => {
    const body = JSON.stringify({ message: "Invalid email or password.", code: "unauthenticated" });
    stubFetch(new Response(body, { status: 401, statusText: "Unauthorized" }));
    const error = await apiRequest("POST", "/api/auth/login", { email: "a", password: "b" }).catch(
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
    const error = (await apiRequest("GET", "/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.serverMessage).toBeUndefined();
    expect(serverMessageOr(error, "Fallback")).toBe("Fallback");
  });

  it("sends the session cookie, and a JSON content type only with a body", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await apiRequest("POST", "/api/user/complete-profile");
    const [, emptyInit] = fetchMock.mock.calls[0] ?? [];
    expect(emptyInit?.credentials).toBe("include");
    expect(emptyInit?.body).toBeUndefined();
    expect(new Headers(emptyInit?.headers).has("Content-Type")).toBe(false);

    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 200 }));
    await apiRequest("PATCH", "/api/user/title", { currentTitle: "None" });
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ currentTitle: "None" }));
  });

  it("resolves an empty success reply to null", async () => {
    stubFetch(new Response(null, { status: 204 }));
    expect(await apiRequest("DELETE", "/api/notifications/1")).toBeNull();
  });
});

describe("getOptional", () => {
  it("treats a 404 as nothing", async () => {
    stubFetch(new Response(JSON.stringify({ message: "Not found" }), { status: 404 }));
    expect(await getOptional("/api/dungeons")).toBeNull();
  });

  it("still fails on other errors", async () => {
    stubFetch(new Response("boom", { status: 500, statusText: "Internal Server Error" }));
    await expect(getOptional("/api/dungeons")).rejects.toThrow("500: boom");
  });
});
