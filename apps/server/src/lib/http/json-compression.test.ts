import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./content-encoding.ts";
import { installJsonCompression, MIN_COMPRESSED_BYTES } from "./json-compression.ts";

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Iron Dagger ${i}` })) };
const small = { ok: true };

async function appWithRoutes() {
  const app = Fastify();
  await installJsonCompression(app);
  app.get("/big", async () => big);
  app.get("/small", async () => small);
  return app;
}

describe("preferredEncoding (bodies compressed once: the dungeon list, the app's files)", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", null],
    ["gzip;q=0", null],
    [undefined, null],
  ])("picks %s as %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("JSON compression", () => {
  it("compresses a large reply with gzip, the cheaper one per request, for a browser", async () => {
    const app = await appWithRoutes();
    expect(JSON.stringify(big).length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const response = await app.inject({
      url: "/big",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(String(response.headers.vary).toLowerCase()).toBe("accept-encoding");
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(big);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it("falls back to brotli, and to plain JSON when nothing is accepted", async () => {
    const app = await appWithRoutes();
    const br = await app.inject({ url: "/big", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const plain = await app.inject({ url: "/big" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it("leaves a reply under the threshold alone", async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: "/small", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual(small);
  });
});
