import http from "node:http";
import { crc32 } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOADS_PER_WINDOW } from "../../modules/rate-limits/limits.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
/** The app on a real port: a half-sent body needs a real connection. */
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;

function patchAvatar(h: Hunter, profileImageUrl: string) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/user/profile",
    headers: { cookie: h.cookie },
    payload: { profileImageUrl },
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width × height, with no pixels worth decoding behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.alloc(16)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("image uploads", () => {
  it("refuses an image over 40 megapixels from its header with 413 and changes nothing", async () => {
    const h = await signUpPlayer(t);
    const reply = await patchAvatar(h, dataUrl(pngClaiming(10_000, 5_000)));
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe(
      "That image is 10000 × 5000 pixels; the limit is 40 megapixels. Please choose a smaller one.",
    );
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: h.cookie } });
    expect(me.json().profileImageUrl).toBe(h.user.profileImageUrl ?? null);
  });

  it("takes one upload at a time from a hunter: a second big body is refused before it is read", async () => {
    const h = await signUpPlayer(t);
    /** Starts a 12 MB upload of a PNG and sends only its first kilobyte; resolves with its status. */
    const unfinished = () => {
      const request = http.request(`${base}/api/user/profile`, {
        method: "PATCH",
        headers: {
          cookie: h.cookie,
          "content-type": "application/json",
          "content-length": "12000000",
        },
      });
      request.write(`{"profileImageUrl":"${dataUrl(pngClaiming(100, 100))}`);
      const status = new Promise<number>((resolve) => {
        request.on("response", (response) => resolve(response.statusCode ?? 0));
        request.on("error", () => resolve(0));
      });
      return { request, status };
    };
    const first = unfinished();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the first is being read
    const second = unfinished();
    expect(await second.status).toBe(429);
    second.request.destroy();
    first.request.destroy();
  });

  it("refuses a body that is no image from its first bytes, before the rest is read", async () => {
    const h = await signUpPlayer(t);
    /** Starts a 6 MB body on `path` and sends only `start`; resolves with the answer. */
    const answerTo = (path: string, method: string, start: string) =>
      new Promise<{ status: number; message: string }>((resolve, reject) => {
        const request = http.request(`${base}${path}`, {
          method,
          headers: {
            cookie: h.cookie,
            "content-type": "application/json",
            "content-length": "6000000",
          },
        });
        request.on("response", (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (part: Buffer) => chunks.push(part));
          response.on("end", () => {
            resolve({
              status: response.statusCode ?? 0,
              message: JSON.parse(Buffer.concat(chunks).toString("utf8")).message,
            });
            request.destroy();
          });
        });
        request.on("error", reject);
        request.write(start);
      });
    // Valid base64 of zeros, the way the abuse benchmark sends it: no picture begins so.
    const junk = `data:image/png;base64,${"A".repeat(4_000)}`;
    expect(await answerTo("/api/user/profile", "PATCH", `{"profileImageUrl":"${junk}`)).toEqual({
      status: 400,
      message: "Please choose an image file",
    });
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${" ".repeat(3_000)}`);
    expect(
      await answerTo(
        "/api/guilds/insignia",
        "POST",
        `{"image":"data:image/svg+xml;base64,${svg.toString("base64")}`,
      ),
    ).toEqual({ status: 400, message: "Invalid File: Please upload an image file." });
    // A data URL of something else is refused at its header, its payload unread.
    expect(
      await answerTo("/api/user/profile", "PATCH", `{"profileImageUrl":"data:text/html;base64,`),
    ).toEqual({ status: 400, message: "Please choose an image file" });
    // Each refused upload spent one of the allowance, like an upload the service refuses: with
    // it spent, the next is refused before a byte of it is read.
    for (let i = 3; i < UPLOADS_PER_WINDOW; i++) {
      const start = `{"profileImageUrl":"${junk}`;
      expect((await answerTo("/api/user/profile", "PATCH", start)).status).toBe(400);
    }
    expect(await answerTo("/api/user/profile", "PATCH", "")).toEqual({
      status: 429,
      message: "You are uploading pictures too fast. Please try again in a few minutes.",
    });
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: h.cookie } });
    expect(me.json().profileImageUrl).toBeNull();
  });

  it("limits one hunter's uploads per window, across avatars and insignia", async () => {
    const h = await signUpPlayer(t);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#09f" } })
      .png()
      .toBuffer();
    for (let i = 0; i < UPLOADS_PER_WINDOW - 1; i++) {
      expect((await patchAvatar(h, dataUrl(png))).statusCode).toBe(200);
    }
    const insignia = await t.app.inject({
      method: "POST",
      url: "/api/guilds/insignia",
      headers: { cookie: h.cookie },
      payload: { image: dataUrl(png) },
    });
    expect(insignia.statusCode).toBe(201);
    const refused = await patchAvatar(h, dataUrl(png));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "You are uploading pictures too fast. Please try again in a few minutes.",
    );
    // Another hunter is not held back.
    const other = await signUpPlayer(t);
    expect((await patchAvatar(other, dataUrl(png))).statusCode).toBe(200);

    // With the allowance spent, a big body is refused before it is read: the answer comes while
    // 99.99% of a 12 MB upload is still unsent (counted after parsing, every junk upload was
    // read whole and parsed first). A rename, a small body, still goes through.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/api/user/profile`, {
        method: "PATCH",
        headers: {
          cookie: h.cookie,
          "content-type": "application/json",
          "content-length": String(12_000_000),
        },
      });
      request.on("response", (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on("error", reject);
      request.write(`{"profileImageUrl":"data:image/png;base64,${"A".repeat(1_000)}`);
    });
    expect(status).toBe(429);
    const renamed = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers: { cookie: h.cookie },
      payload: { hunterName: `Renamed${h.user.hunterName.slice(-6)}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe("unused insignia uploads", () => {
  it("are deleted by a later upload once a day old, unless a guild shows them", async () => {
    const h = await signUpPlayer(t);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f90" } })
      .png()
      .toBuffer();
    const upload = async () => {
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/guilds/insignia",
        headers: { cookie: h.cookie },
        payload: { image: dataUrl(png) },
      });
      expect(reply.statusCode).toBe(201);
      return reply.json().insignia as string;
    };
    const idOf = (path: string) => path.split("/").at(-1)?.replace(".webp", "") ?? "";
    const [unused, shown, fresh] = [await upload(), await upload(), await upload()];
    await setGold(t, h.user.id, 10_000);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/guilds",
      headers: { cookie: h.cookie },
      payload: {
        name: `Shown ${Date.now()}`,
        description: "x",
        insignia: shown,
        ownerRankName: "Boss",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.db.execute(
      sql`UPDATE guild_insignias SET created_at = now() - interval '25 hours'
          WHERE id IN (${idOf(unused)}, ${idOf(shown)})`,
    );
    await upload();
    const left = await t.db.execute(
      sql`SELECT id::text FROM guild_insignias WHERE id IN (${idOf(unused)}, ${idOf(shown)}, ${idOf(fresh)})`,
    );
    expect(left.rows.map((r) => r.id).sort()).toEqual([idOf(shown), idOf(fresh)].sort());
    expect((await t.app.inject({ url: unused })).statusCode).toBe(404);
    expect((await t.app.inject({ url: shown })).statusCode).toBe(200);
  });
});
