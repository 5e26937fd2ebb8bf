import { request } from "node:https";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { parseTestPushOrigins } from "./config.ts";
import { postPush, RefusedEndpoint } from "./post-push.ts";
import { isPublicAddress, publicOnlyLookup } from "./push-endpoint.ts";

describe("the address a push is sent to", () => {
  it("is refused inside any network, IPv4 and IPv6 alike", () => {
    for (const internal of [
      "127.0.0.1",
      "127.8.9.10",
      "0.0.0.0",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "::ffff:7f00:1",
      "::ffff:a00:1",
      "not an address",
    ]) {
      expect(isPublicAddress(internal), internal).toBe(false);
    }
  });

  it("is allowed on the public internet", () => {
    for (const external of [
      "142.250.74.106",
      "172.32.0.1",
      "100.128.0.1",
      "8.8.8.8",
      "2a00:1450:4007:80e::200a",
      "2606:4700::1111",
      "::ffff:8.8.8.8",
    ]) {
      expect(isPublicAddress(external), external).toBe(true);
    }
  });

  it("is checked when the name is resolved, and nothing connects to an internal one", async () => {
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    let connections = 0;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
        const outgoing = request(`https://localhost:${port}/`, { lookup: publicOnlyLookup });
        outgoing.on("error", resolve);
        outgoing.end();
      });
      expect(error.code).toBe("EPUSHADDRESS");
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it("refuses an endpoint that is not a push service's, or an internal address, before sending", async () => {
    const push = { method: "POST", headers: {}, body: Buffer.from("x") };
    for (const endpoint of [
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "http://fcm.googleapis.com/x",
      "https://metadata.google.internal/x",
    ]) {
      await expect(postPush({ ...push, endpoint }, [])).rejects.toBeInstanceOf(RefusedEndpoint);
    }
  });
});

describe("PUSH_HTTP_ORIGINS, the tests' stand-in", () => {
  it("names only a stand-in on this machine's loopback, with its port; anything else stops the start", () => {
    expect(parseTestPushOrigins("")).toEqual([]);
    expect(parseTestPushOrigins("http://127.0.0.1:3116, http://[::1]:4000/")).toEqual([
      "http://127.0.0.1:3116",
      "http://[::1]:4000",
    ]);
    for (const value of [
      "http://10.0.0.5:8080",
      "http://169.254.169.254:80",
      "https://127.0.0.1:3116",
      "http://127.0.0.1",
      "http://push.internal:8080",
      "http://127.0.0.1:3116/path",
      "*",
    ]) {
      expect(() => parseTestPushOrigins(value), value).toThrow(/PUSH_HTTP_ORIGINS/);
    }
  });
});
