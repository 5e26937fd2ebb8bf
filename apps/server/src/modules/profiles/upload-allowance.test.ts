import { sql } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_UPLOAD_BYTES,
  INSTANCE_UPLOAD_BYTES,
} from "../../lib/http/guards/upload-allowance.ts";
import { IMAGE_QUEUE, IMAGE_WORKERS, reencodeImage } from "../../lib/uploads/image-work.ts";
import { type Hunter, signUp, signUpPlayer } from "../../test/factories.ts";
import { type RawRequest, rawRequest } from "../../test/raw-request.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { UPLOADS_PER_WINDOW } from "../rate-limits/limits.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Behind one proxy, as the app is deployed: the tests name each client's address in
  // X-Forwarded-For, the way the proxy would.
  t = await createTestApp({ trustProxy: 1 });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

/** A refusal must come while the body is still unsent: well within this. */
const PROMPTLY_MS = 5_000;
/** How long an upload that is let in is watched for an answer it must not get. */
const HELD_MS = 400;
const BIG = 12_000_000;

const open: RawRequest[] = [];
afterEach(() => {
  for (const request of open.splice(0)) request.close();
});

/** Promises a 12 MB body to `path` and sends none of it (or only `start`). */
function bigBody(
  path: string,
  {
    cookie,
    method = "POST",
    from = "198.51.100.1",
    start = "",
    chunked = false,
  }: {
    cookie?: string;
    method?: string;
    from?: string;
    start?: string;
    chunked?: boolean;
  } = {},
): RawRequest {
  const request = rawRequest(base, {
    method,
    path,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": from,
      ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(BIG) }),
      ...(cookie ? { cookie } : {}),
    },
    start: chunked && start ? `${start.length.toString(16)}\r\n${start}\r\n` : start,
  });
  open.push(request);
  return request;
}

const avatar = (options: Parameters<typeof bigBody>[1] = {}) =>
  bigBody("/api/user/profile", { method: "PATCH", ...options });

const pngStart = `{"profileImageUrl":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA`;

async function uploadCount(userId: string): Promise<number> {
  const rows = await t.db.execute(
    sql`SELECT hits FROM rate_limit_counters WHERE key = ${`upload:${userId}`} AND window_ends_at > now()`,
  );
  return Number(rows.rows[0]?.hits ?? 0);
}

describe("uploads refused before their body is read", () => {
  it("answers an anonymous 12 MB body with 401 at once, on every upload route", async () => {
    for (const [method, path] of [
      ["PATCH", "/api/user/profile"],
      ["POST", "/api/guilds/insignia"],
      ["POST", "/api/guilds"],
      ["POST", "/api/guild"],
    ] as const) {
      const answer = await bigBody(path, { method }).answer(PROMPTLY_MS);
      expect(answer?.status, `${method} ${path}`).toBe(401);
      expect(JSON.parse(answer?.body ?? "{}").message).toBe("You are not signed in.");
    }
    // A chunked body with no session is refused the same way.
    const chunked = await avatar({ chunked: true, start: pngStart }).answer(PROMPTLY_MS);
    expect(chunked?.status).toBe(401);
  });

  it("answers a hunter still onboarding with 403 before the body", async () => {
    const newcomer = await signUp(t.app);
    const answer = await avatar({ cookie: newcomer.cookie }).answer(PROMPTLY_MS);
    expect(answer?.status).toBe(403);
  });

  it("counts a chunked upload in the one-at-a-time rule", async () => {
    const h = await signUpPlayer(t);
    const first = avatar({ cookie: h.cookie, chunked: true, start: pngStart });
    expect(await first.answer(HELD_MS)).toBeNull(); // let in, being read
    const second = await avatar({ cookie: h.cookie, chunked: true, start: pngStart }).answer(
      PROMPTLY_MS,
    );
    expect(second?.status).toBe(429);
    expect(JSON.parse(second?.body ?? "{}").message).toBe(
      "One picture at a time: wait for the upload in progress.",
    );
  });
});

describe("a body over the route's limit", () => {
  it("is a 413 at once, however large it says it is, not a busy network", async () => {
    const h = await signUpPlayer(t);
    const request = rawRequest(base, {
      method: "PATCH",
      path: "/api/user/profile",
      headers: {
        "content-type": "application/json",
        "content-length": String(100 * 1024 * 1024),
        "x-forwarded-for": "198.51.100.77",
        cookie: h.cookie,
      },
    });
    open.push(request);
    const answer = await request.answer(PROMPTLY_MS);
    expect(answer?.status).toBe(413);
  });
});

describe("guild creation decides before the insignia is read or decoded", () => {
  it("refuses a hunter without the gold, or already in a guild, before the body", async () => {
    const poor = await signUpPlayer(t);
    await setGold(t, poor.user.id, 0);
    const broke = await bigBody("/api/guilds", { cookie: poor.cookie }).answer(PROMPTLY_MS);
    expect(broke?.status).toBe(409);
    expect(JSON.parse(broke?.body ?? "{}").message).toBe(
      "Insufficient Gold: You need 10,000 gold to create a guild.",
    );
    const member = await leaderOfAGuild();
    const again = await bigBody("/api/guild", { cookie: member.cookie }).answer(PROMPTLY_MS);
    expect(again?.status).toBe(409);
    expect(JSON.parse(again?.body ?? "{}").message).toBe("You are already in a guild.");
    expect(await uploadCount(poor.user.id)).toBe(0);
  });

  it("checks membership before decoding a small inline picture, and counts the picture as an upload", async () => {
    const member = await leaderOfAGuild();
    // A PNG's signature and nothing else: decoded, it would be refused as no image.
    const notDecodable = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refused = await create(member, dataUrl(notDecodable));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("You are already in a guild.");

    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 20_000);
    await t.db.execute(
      sql`INSERT INTO rate_limit_counters (key, hits, window_ends_at)
          VALUES (${`upload:${h.user.id}`}, ${UPLOADS_PER_WINDOW}, now() + interval '10 minutes')`,
    );
    const spent = await create(h, dataUrl(await tinyPng()));
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe(
      "You are uploading pictures too fast. Please try again in a few minutes.",
    );
  });
});

describe("upload bytes in flight", () => {
  it("are capped per client address (429) and per instance (503), and given back when the uploads end", async () => {
    const perAddress = Math.floor(ADDRESS_UPLOAD_BYTES / BIG);
    const perInstance = Math.floor(INSTANCE_UPLOAD_BYTES / BIG);
    const hunters = await Promise.all(
      Array.from({ length: perInstance + 2 }, () => signUpPlayer(t)),
    );
    const [first] = hunters as [Hunter];
    // One address: its share, then a readable 429.
    for (const h of hunters.slice(0, perAddress)) {
      expect(await avatar({ cookie: h.cookie, from: "203.0.113.1" }).answer(HELD_MS)).toBeNull();
    }
    const fromSameAddress = await avatar({
      cookie: hunters[perAddress]?.cookie ?? "",
      from: "203.0.113.1",
    }).answer(PROMPTLY_MS);
    expect(fromSameAddress?.status).toBe(429);
    expect(JSON.parse(fromSameAddress?.body ?? "{}").message).toBe(
      "Too many pictures are being uploaded from your network at once. Please wait for them to finish.",
    );
    // Other addresses fill the instance; past it, 503 with Retry-After, and no allowance spent.
    for (let i = perAddress; i < perInstance; i++) {
      const from = `203.0.113.${10 + i}`;
      expect(await avatar({ cookie: hunters[i]?.cookie ?? "", from }).answer(HELD_MS)).toBeNull();
    }
    const busy = await avatar({
      cookie: hunters[perInstance]?.cookie ?? "",
      from: "203.0.113.200",
    }).answer(PROMPTLY_MS);
    expect(busy?.status).toBe(503);
    expect(busy?.headers).toMatch(/retry-after: 5/i);
    expect(await uploadCount(hunters[perInstance]?.user.id ?? "")).toBe(0);
    // The held uploads end (their clients go): the bytes are free again.
    for (const request of open.splice(0)) request.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await avatar({ cookie: first.cookie, from: "203.0.113.1" }).answer(HELD_MS)).toBeNull();
  });
});

describe("the server's own 503", () => {
  it("does not spend the hunter's upload allowance", async () => {
    const h = await signUpPlayer(t);
    const png = await tinyPng();
    // Other pictures fill every worker and the queue, held until released.
    let release = () => {};
    const held = new Promise<Buffer>((resolve) => {
      release = () => resolve(Buffer.alloc(0));
    });
    const slow = (_image: Sharp) => ({ toBuffer: () => held }) as unknown as Sharp;
    const others = Array.from({ length: IMAGE_WORKERS + IMAGE_QUEUE }, () =>
      reencodeImage(png, "no", slow),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers: { cookie: h.cookie },
      payload: { profileImageUrl: dataUrl(png) },
    });
    expect(busy.statusCode).toBe(503);
    expect(await uploadCount(h.user.id)).toBe(0);
    release();
    await Promise.all(others);
    const later = await t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers: { cookie: h.cookie },
      payload: { profileImageUrl: dataUrl(png) },
    });
    expect(later.statusCode).toBe(200);
    expect(await uploadCount(h.user.id)).toBe(1);
  });
});

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;

function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
}

function create(h: Hunter, insignia: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/guilds",
    headers: { cookie: h.cookie },
    payload: {
      name: `Gate ${Math.random().toString(36).slice(2, 10)}`,
      description: "x",
      insignia,
    },
  });
}

async function leaderOfAGuild(): Promise<Hunter> {
  const h = await signUpPlayer(t);
  await setGold(t, h.user.id, 20_000);
  const created = await create(h, "🛡️");
  expect(created.statusCode, created.body).toBe(201);
  return h;
}
