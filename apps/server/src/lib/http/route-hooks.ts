import type { RouteOptions } from "fastify";

type HookName = "onRequest" | "preValidation" | "onSend";

/**
 * Adds `hook` to one route (from an onRoute hook) instead of to every request: a check that
 * only some routes need costs the others nothing (the hot poll is one of them). `first` puts it
 * before the route's own hooks of that kind; otherwise it runs after them.
 */
export function addRouteHook<Name extends HookName>(
  routeOptions: RouteOptions,
  name: Name,
  hook: NonNullable<RouteOptions[Name]>,
  { first = false } = {},
): void {
  const existing = routeOptions[name];
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  const hooks = first ? [hook, ...list] : [...list, hook];
  (routeOptions as Record<HookName, unknown>)[name] = hooks.length === 1 ? hooks[0] : hooks;
}
