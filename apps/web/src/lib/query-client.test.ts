import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { createQueryClient, shouldRetryRead } from "./query-client.ts";

describe("query defaults", () => {
  it("retries a failed read once, never on 401 or 404", () => {
    const serverError = new ApiError(500, "", "Internal Server Error");
    expect(shouldRetryRead(0, serverError)).toBe(true);
    expect(shouldRetryRead(1, serverError)).toBe(false);
    expect(shouldRetryRead(0, new ApiError(401, "", "Unauthorized"))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(404, "", "Not Found"))).toBe(false);
    expect(shouldRetryRead(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("uses the spec's cache timings", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60_000);
    expect(queries?.gcTime).toBe(10 * 60_000);
    expect(queries?.retryDelay).toBe(500);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(0);
  });
});
