import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema/push.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// What a browser may subscribe (issue 42): its own push service's endpoint, keys that can be
// encrypted to, and no more than 10 devices per hunter.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Keys as a browser makes them: a P-256 point and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString("hex")}`;

function subscribe(hunter: Hunter, endpoint: string, keys = browserKeys()) {
  return t.app.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    headers: { cookie: hunter.cookie },
    payload: { endpoint, keys },
  });
}

async function endpointsOf(hunter: Hunter): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, hunter.user.id));
  return rows.map((r) => r.endpoint);
}

describe("a subscription's endpoint", () => {
  it("must be a browser's push service: the server's own network is refused with a readable 400", async () => {
    const h = await signUpPlayer(t);
    for (const endpoint of [
      "https://127.0.0.1:55432/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://10.0.0.5/x",
      "https://localhost/x",
      "https://push.example.com/x",
      "https://fcm.googleapis.com.attacker.test/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
    ]) {
      const reply = await subscribe(h, endpoint);
      expect(reply.statusCode, endpoint).toBe(400);
      expect(reply.json().message).toBe(
        "The subscription's endpoint is not a browser's push service.",
      );
    }
    expect(await endpointsOf(h)).toEqual([]);
  });

  it("is accepted from Chrome's, Firefox's, Safari's and Edge's push services", async () => {
    const h = await signUpPlayer(t);
    const endpoints = [
      fcm(),
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
    ];
    for (const endpoint of endpoints) {
      expect((await subscribe(h, endpoint)).statusCode, endpoint).toBe(201);
    }
    expect((await endpointsOf(h)).sort()).toEqual([...endpoints].sort());
  });
});

describe("a subscription's keys", () => {
  it("p256dh must be a point on P-256, not just 65 bytes", async () => {
    const h = await signUpPlayer(t);
    const { auth } = browserKeys();
    const offCurve = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
    const compressedPrefix = Buffer.from(browserKeys().p256dh, "base64url");
    compressedPrefix[0] = 0x02;
    for (const raw of [offCurve, compressedPrefix, Buffer.alloc(65)]) {
      const reply = await subscribe(h, fcm(), { p256dh: raw.toString("base64url"), auth });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe("The subscription's p256dh key is not a P-256 public key.");
    }
    expect(await endpointsOf(h)).toEqual([]);
  });
});

describe("a hunter's devices", () => {
  it("are at most 10: an 11th replaces the oldest", async () => {
    const h = await signUpPlayer(t);
    const endpoints: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      endpoints.push(fcm());
      expect((await subscribe(h, endpoints[i] as string)).statusCode).toBe(201);
    }
    expect((await endpointsOf(h)).sort()).toEqual(endpoints.slice(1).sort());
    // A device subscribing again counts as the newest, so it is not the next to go.
    expect((await subscribe(h, endpoints[1] as string)).statusCode).toBe(201);
    const twelfth = fcm();
    expect((await subscribe(h, twelfth)).statusCode).toBe(201);
    const kept = await endpointsOf(h);
    expect(kept).toHaveLength(10);
    expect(kept).toContain(endpoints[1]);
    expect(kept).not.toContain(endpoints[2]);
  });

  it("stay at most 10 when 30 subscribe at once", async () => {
    const h = await signUpPlayer(t);
    const replies = await Promise.all(Array.from({ length: 30 }, () => subscribe(h, fcm())));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(await endpointsOf(h)).toHaveLength(10);
  });
});
