import { queryOptions } from "@tanstack/react-query";
import { getOptional } from "./api-client.ts";

/**
 * Query options for a read whose endpoint may not exist yet: the cache holds the raw JSON (or
 * null after a 404) under the path, and each screen parses it with `select`. Tab-hover
 * prefetches use the same options so they fill the same cache entry.
 */
export function optionalQueryOptions(path: string) {
  return queryOptions({ queryKey: [path], queryFn: () => getOptional(path) });
}
