import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import { describe, expect, it } from "vitest";
import { CURRENT_USER_PATH } from "../../vite-plugins/preload-current-user.ts";
import { call } from "../lib/api-client.ts";

describe("the HTML's preload of the signed-in hunter", () => {
  it("asks for the endpoint the app reads, so the app's read takes the preloaded answer", async () => {
    expect(authEndpoints.currentUser.method).toBe("GET");
    expect(CURRENT_USER_PATH).toBe(authEndpoints.currentUser.path);
    // A preload with crossorigin="use-credentials" is used only by a fetch that includes
    // credentials: the app's read must send them.
    let seen: RequestInit | undefined;
    globalThis.fetch = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return new Response("null", { status: 200, headers: { "content-type": "application/json" } });
    }) as typeof fetch;
    await call(authEndpoints.currentUser).catch(() => undefined);
    expect(seen?.credentials).toBe("include");
    expect(seen?.headers).toBeUndefined();
  });
});
