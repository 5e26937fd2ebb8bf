import { QueryClient } from "@tanstack/react-query";
import { isApiStatus } from "./api-client.ts";

const MINUTE = 60_000;

/** Failed reads are retried once after 500 ms, never when the answer is 401 or 404. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (isApiStatus(error, 401, 404)) return false;
  return failureCount < 1;
}

/** The spec's caching defaults (part 1, section 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: shouldRetryRead,
        retryDelay: 500,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
