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
      DATABASE_POOL_SIZE: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_DIRECT_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/repgate"],
    ["DATABASE_DIRECT_URL", "localhost:5432"],
    ["DATABASE_POOL_SIZE", "0"],
    ["DATABASE_POOL_SIZE", "ten"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
    ["TRUST_PROXY", "maybe"],
  ])("refuses a bad %s with a message naming it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses, none by default", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8,loopback" }).TRUST_PROXY).toEqual(
      ["10.0.0.5", "10.1.0.0/16", "fd00::/8", "loopback"],
    );
    expect(() => readEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
  });

  it("refuses TRUST_PROXY=true, saying what to write instead", () => {
    expect(() => readEnv({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would let every client name its own address .*\(TRUST_PROXY=1 for one reverse proxy/,
    );
  });

  it("takes the query pool's size and a direct connection for PgBouncer set-ups", () => {
    const env = readEnv({
      DATABASE_URL: "postgres://app@pgbouncer:6432/repgate",
      DATABASE_DIRECT_URL: "postgres://app@db:5432/repgate",
      DATABASE_POOL_SIZE: "40",
    });
    expect(env.DATABASE_POOL_SIZE).toBe(40);
    expect(env.DATABASE_DIRECT_URL).toBe("postgres://app@db:5432/repgate");
  });

  it("treats an empty variable as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});
