import { describe, expect, it } from "vitest";
import { allEndpoints } from "./endpoints/all.ts";

// What a personal access token may never reach, whatever its scope (docs/api.md): the account,
// its password and e-mail, sessions, tokens, push subscriptions, exports and deletion.
const NEVER_BY_TOKEN = [
  /^\/api\/auth\/(password|sessions|register|login|logout)/,
  /^\/api\/user\/(account|tokens|export|profile|timezone|region|title|reawaken)/,
  /^\/api\/push\//,
  /^\/api\/(login|logout)$/,
];

describe("the token scope of each endpoint", () => {
  it("gives the read scope to reads only", () => {
    const writes = allEndpoints.filter((e) => e.token === "read" && e.method !== "GET");
    expect(writes.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it("never lets a token reach the account, its tokens, push or deletion", () => {
    const reachable = allEndpoints.filter(
      (e) => e.token !== null && NEVER_BY_TOKEN.some((pattern) => pattern.test(e.path)),
    );
    expect(reachable.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it("gives scopes only to endpoints that need a hunter", () => {
    expect(allEndpoints.filter((e) => e.token !== null && !e.auth)).toEqual([]);
  });
});
