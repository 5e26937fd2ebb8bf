import type { Page } from "@playwright/test";

/** A read the signed-in page names in its HTML (apps/server/src/lib/http/signed-in-page.ts). */
export const NAMED_READ =
  /<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="([^"]+)">/g;

/** Each read of the API the page makes, by address (path and query), with how many times. */
export function recordReads(page: Page): Map<string, number> {
  const reads = new Map<string, number>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" || !url.pathname.startsWith("/api/")) return;
    const address = url.pathname + url.search;
    reads.set(address, (reads.get(address) ?? 0) + 1);
  });
  return reads;
}
