import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("gives the documented defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      AUTH_RATE_LIMIT: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/repgate"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
    ["TRUST_PROXY", "maybe"],
  ])("refuses a bad %s with a message naming it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("treats an empty variable as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});
