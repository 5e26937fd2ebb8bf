import { afterAll, beforeAll, expect, it } from "vitest";
import webpush from "web-push";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { PushServiceStandIn, subscribeOnStandIn } from "../../test/push-service.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { sendPushTo } from "./service.ts";

// A push to many devices at once (issue 42: 2,302 subscriptions froze every request for 2.5 s,
// and opened thousands of connections): the server sends a few at a time, yielding between
// encryptions, so other requests keep being served.
const keys = webpush.generateVAPIDKeys();
const standIn = new PushServiceStandIn(keys.publicKey);
let t: TestApp;

beforeAll(async () => {
  await standIn.start();
  t = await createTestApp({
    push: { ...keys, subject: "mailto:ops@repgate.test", httpOrigins: [standIn.origin] },
  });
});
afterAll(() => standIn.stop());

/**
 * Watches the event loop with a 1 ms timer and adds up the CPU time this process spent in
 * stretches of more than `stallMs` between two ticks. CPU time, not wall time: on a loaded
 * machine the OS pauses the process too, which is not the server holding its event loop.
 */
function watchStalls(stallMs: number) {
  let stalledCpuMs = 0;
  let longestCpuMs = 0;
  let last = process.cpuUsage();
  let timer = setTimeout(function tick() {
    const used = process.cpuUsage(last);
    const cpuMs = (used.user + used.system) / 1000;
    if (cpuMs > stallMs) stalledCpuMs += cpuMs;
    longestCpuMs = Math.max(longestCpuMs, cpuMs);
    last = process.cpuUsage();
    timer = setTimeout(tick, 1);
  }, 1);
  return () => {
    clearTimeout(timer);
    return { stalledCpuMs, longestCpuMs };
  };
}

it("a fan-out to 100 devices keeps 4 in flight and never holds the event loop long", async () => {
  const hunters: Hunter[] = [];
  for (let i = 0; i < 10; i += 1) hunters.push(await signUpPlayer(t));
  for (const hunter of hunters) {
    for (let d = 0; d < 10; d += 1) await subscribeOnStandIn(t.app, standIn, hunter);
  }
  standIn.answerDelayMs = 20;
  standIn.checksPushes = false;
  const stop = watchStalls(15);
  await Promise.all(
    hunters.map((h) =>
      sendPushTo(t.db, h.user.id, {
        key: "fan-out",
        payload: { kind: "dailyQuest", title: "Daily Quest", body: "2 hours left", url: "/quests" },
      }),
    ),
  );
  for (let i = 0; i < 400 && standIn.received.length < 100; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
  }
  const { stalledCpuMs, longestCpuMs } = stop();
  expect(standIn.received).toHaveLength(100);
  expect(standIn.refused).toEqual([]);
  // Every push went to its own device: 100 different subscriptions.
  expect(new Set(standIn.received.map((p) => p.subscriptionId)).size).toBe(100);
  expect(standIn.maxInFlight).toBeLessThanOrEqual(4);
  // 100 encryptions, ~3 ms of CPU each: before, a hunter's ten ran without a break (300 ms
  // and more in stalls: 500 ms measured); now one per turn of the event loop (about 45 ms
  // measured, GC and the test's own work included).
  expect(stalledCpuMs, `longest ${longestCpuMs.toFixed(0)} ms`).toBeLessThan(150);
});
