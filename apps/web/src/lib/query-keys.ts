import type { Endpoint } from "@repgate/contracts/endpoint";

/**
 * The TanStack Query key of a read: the endpoint's declared path, then its params when it has
 * any. Caches, invalidations and the realtime event map all name reads through this, so a key
 * is always the key of a declared endpoint (and a prefix match on the path finds them all).
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E): readonly [E["path"]];
export function queryKeyOf<E extends Endpoint, P extends Record<string, string>>(
  endpoint: E,
  params: P,
): readonly [E["path"], P];
export function queryKeyOf(endpoint: Endpoint, params?: Record<string, string>) {
  return params ? ([endpoint.path, params] as const) : ([endpoint.path] as const);
}
