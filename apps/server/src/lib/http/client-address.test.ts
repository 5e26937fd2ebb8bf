import { describe, expect, it } from "vitest";
import { clientKey } from "./client-address.ts";

describe("clientKey", () => {
  it("keys an IPv4 client by its address, mapped or not", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys every address of one IPv6 /64 the same, however it is written", () => {
    const key = "2001:0db8:0001:0002::/64";
    expect(clientKey("2001:db8:1:2::a")).toBe(key);
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientKey("2001:DB8:1:2:0:0:0:1")).toBe(key);
    expect(clientKey("2001:db8:1:3::a")).not.toBe(key);
    expect(clientKey("2001:db8::1")).toBe("2001:0db8:0000:0000::/64");
    expect(clientKey("::1")).toBe("0000:0000:0000:0000::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0000:0000:0000::/64");
  });
});
