import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
// @ts-expect-error http_ece ships no types; decrypt(buffer, params) is all this uses.
import ece from "http_ece";

/** A browser's subscription as the stand-in made it, with the private half a browser keeps. */
export interface StandInSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push the stand-in accepted as genuine: signed by `vapidPublicKey`, decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  subject: string;
}

const b64u = (b: Buffer) => b.toString("base64url");

/**
 * A push service on 127.0.0.1 standing in for FCM or Mozilla's autopush in tests. It takes the
 * real request web-push makes, refuses it (400/401) unless the VAPID JWT verifies (ES256 against
 * the server's public key, aud = this origin, exp in the future) and the body decrypts
 * (aes128gcm, RFC 8291) with the subscription's keys; then answers 201, or what a test asked.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  /** Requests refused, with why: a test expecting none asserts this stays empty. */
  readonly refused: string[] = [];
  private readonly server: Server;
  private readonly keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  private readonly answers = new Map<string, number>();
  origin = "";
  /** Requests being answered now, and the most there ever were at once. */
  inFlight = 0;
  maxInFlight = 0;
  /**
   * Whether each push is verified and decrypted (the default); a test measuring the server's own
   * event loop turns it off, so the stand-in sharing its process costs next to nothing.
   */
  checksPushes = true;
  /** How long each answer takes, as a real push service's round trip does. */
  answerDelayMs = 0;

  constructor(private readonly vapidPublicKey: string) {
    this.server = createServer((request, response) => {
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      response.once("close", () => {
        this.inFlight -= 1;
      });
      this.receive(request).then(
        (status) => response.writeHead(status).end(),
        (error: unknown) => {
          this.refused.push(String(error));
          response.writeHead(400).end(String(error));
        },
      );
    });
  }

  /** Listens on `port` (any free one by default; e2e names one the servers are told of). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A new subscription, as pushManager.subscribe() would hand a browser. */
  subscription(): StandInSubscription {
    const id = randomBytes(8).toString("hex");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.keys.set(id, { ecdh, auth });
    return {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
    };
  }

  /** The next pushes to `id` are answered `status` (404, 410: gone; 500: down). */
  answer(id: string, status: number): void {
    this.answers.set(id, status);
  }

  pushesTo(id: string): ReceivedPush[] {
    return this.received.filter((p) => p.subscriptionId === id);
  }

  private async receive(request: IncomingMessage): Promise<number> {
    const id = /^\/push\/([0-9a-f]+)$/.exec(request.url ?? "")?.[1];
    const keys = id ? this.keys.get(id) : undefined;
    if (!id || !keys || request.method !== "POST")
      throw new Error(`no subscription at ${request.url}`);
    const body = Buffer.concat(await request.toArray());
    if (!this.checksPushes) {
      if (this.answerDelayMs > 0) await new Promise((r) => setTimeout(r, this.answerDelayMs));
      this.received.push({ subscriptionId: id, payload: null, ttl: 0, urgency: null, subject: "" });
      return 201;
    }
    const subject = this.checkVapid(request.headers.authorization ?? "");
    if (request.headers["content-encoding"] !== "aes128gcm") {
      throw new Error(`content-encoding ${request.headers["content-encoding"]}, not aes128gcm`);
    }
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl)) throw new Error("no TTL header");
    const plain: Buffer = ece.decrypt(body, {
      version: "aes128gcm",
      privateKey: keys.ecdh,
      authSecret: b64u(keys.auth),
    });
    const status = this.answers.get(id) ?? 201;
    if (this.answerDelayMs > 0) await new Promise((r) => setTimeout(r, this.answerDelayMs));
    if (status === 201) {
      this.received.push({
        subscriptionId: id,
        payload: JSON.parse(plain.toString("utf8")),
        ttl,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        subject,
      });
    }
    return status;
  }

  /** RFC 8292: `vapid t=<JWT>, k=<public key>`; returns the JWT's sub. */
  private checkVapid(authorization: string): string {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
    if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
    const [, jwt = "", k = ""] = match;
    if (k !== this.vapidPublicKey) throw new Error("signed with another VAPID key");
    const [header = "", claims = "", signature = ""] = jwt.split(".");
    const raw = Buffer.from(k, "base64url");
    const key = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
      format: "jwk",
    });
    const ok = verify(
      "sha256",
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!ok) throw new Error("VAPID signature does not verify");
    if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") {
      throw new Error("VAPID JWT is not ES256");
    }
    const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as {
      aud: string;
      exp: number;
      sub: string;
    };
    if (body.aud !== this.origin) throw new Error(`aud ${body.aud} is not ${this.origin}`);
    if (body.exp * 1000 <= Date.now()) throw new Error("VAPID JWT expired");
    return body.sub;
  }
}

/** A new device of the stand-in's, subscribed for `hunter` through the real endpoint. */
export async function subscribeOnStandIn(
  app: FastifyInstance,
  standIn: PushServiceStandIn,
  hunter: { cookie: string },
): Promise<StandInSubscription> {
  const sub = standIn.subscription();
  const reply = await app.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    headers: { cookie: hunter.cookie },
    payload: { endpoint: sub.endpoint, keys: sub.keys },
  });
  if (reply.statusCode !== 201) throw new Error(`subscribing failed: ${reply.body}`);
  return sub;
}
