import type { Hunter } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/** A request to the test app as `hunter` (their session cookie), with a JSON body if given. */
export function asHunter(
  t: Pick<TestApp, "app">,
  hunter: Hunter,
  method: string,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { cookie: hunter.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
