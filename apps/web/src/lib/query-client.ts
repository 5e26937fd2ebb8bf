import { QueryClient } from "@tanstack/react-query";
import { isApiStatus } from "./api-client.ts";

const MINUTE = 60_000;

/**
 * How long a battle, run or waiting monster read is reused. Only reads of the same moment share
 * an answer (a screen's prefetch and the screen, the dashboard's cards mounting together);
 * anything later asks the server again, and every change the hunter or a party member makes
 * replaces or invalidates it at once.
 */
export const LIVE_STATE_REUSE_MS = 2_000;

/** Failed reads are retried once after 500 ms, never when the answer is 401 or 404. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (isApiStatus(error, 401, 404)) return false;
  return failureCount < 1;
}

/** The spec's caching defaults (docs/game-rules/screens.md §1). */
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
