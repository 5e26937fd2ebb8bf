import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { signUpPlayer } from "../../test/factories.ts";
import { PushServiceStandIn } from "../../test/push-service.ts";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Two server processes on one database, as two instances behind a load balancer; the test's own
// app is a third. Each hears every committed event: the hunter must still get one push.
const keys = webpush.generateVAPIDKeys();
const standIn = new PushServiceStandIn(keys.publicKey);
let t: TestApp;
let a: ServerProcess;

beforeAll(async () => {
  await standIn.start();
  const push = { ...keys, subject: "mailto:ops@repgate.test", httpOrigins: [standIn.origin] };
  t = await createTestApp({ push });
  const env = {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: push.subject,
    PUSH_HTTP_ORIGINS: standIn.origin,
  };
  [a] = await Promise.all([
    startServerProcess(t.databaseUrl, env),
    startServerProcess(t.databaseUrl, env),
  ]);
}, 120_000);
afterAll(() => standIn.stop());

describe("a direct message on several instances", () => {
  it("is pushed exactly once", async () => {
    const [sender, friend] = [await signUpPlayer(t), await signUpPlayer(t)];
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/friends/request",
      headers: { cookie: sender.cookie },
      payload: { friendId: friend.user.id },
    });
    await t.app.inject({
      method: "POST",
      url: `/api/friends/accept/${asked.json().friendshipId}`,
      headers: { cookie: friend.cookie },
    });
    const sub = standIn.subscription();
    const subscribed = await fetch(`${a.base}/api/push/subscriptions`, {
      method: "POST",
      headers: { cookie: friend.cookie, "content-type": "application/json" },
      body: JSON.stringify({ endpoint: sub.endpoint, keys: sub.keys }),
    });
    expect(subscribed.status).toBe(201);

    const sent = await fetch(`${a.base}/api/friends/message`, {
      method: "POST",
      headers: { cookie: sender.cookie, "content-type": "application/json" },
      body: JSON.stringify({ friendId: friend.user.id, message: "Gate at the station" }),
    });
    expect(sent.status).toBe(200);
    // The friend request's own push may reach the new subscription too; only messages count here.
    const messages = () =>
      standIn
        .pushesTo(sub.id)
        .filter((p) => (p.payload as { kind: string }).kind === "directMessage");
    for (let i = 0; i < 100 && messages().length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
    }
    // Long enough for a second or third instance's push to have arrived, had one been sent.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(messages().map((p) => p.payload)).toEqual([
      expect.objectContaining({
        body: "Gate at the station",
        url: `/social?message=${sender.user.id}#friends`,
      }),
    ]);
    expect(standIn.refused).toEqual([]);
  });
});
