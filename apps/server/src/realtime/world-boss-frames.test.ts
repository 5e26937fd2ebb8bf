import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signUpPlayer } from "../test/factories.ts";
import { openGateBreak } from "../test/gate-break-helpers.ts";
import { openSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// The live HP bar under thousands of watchers (issue 48): every frame is sent to every socket,
// so what a Gate Break costs an instance is frames a second times sockets. These tests pin the
// rate and the frame's plain encoding.

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the world boss's HP frames", () => {
  it("reach a socket at most twice a second however often the HP falls, the last one current", async () => {
    const event = await openGateBreak(t);
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");
    const frames = () => socket.messages.filter((m) => m.type === "worldBossHP");

    // Hits on every shard, 40 a second for 2 s, as many hunters would land them.
    const started = Date.now();
    let hits = 0;
    while (Date.now() - started < 2000) {
      await t.db.execute(
        sql`UPDATE world_event_hp_shards SET hp = hp - 1
            WHERE world_event_id = ${event.id} AND shard = ${hits % 16}`,
      );
      hits += 1;
      await sleep(25);
    }
    const during = frames().length;
    const { rows } = await t.db.execute<{ hp: number }>(
      sql`SELECT sum(hp)::int AS hp FROM world_event_hp_shards WHERE world_event_id = ${event.id}`,
    );
    const last = await socket.next((m) => m.type === "worldBossHP" && m.hp === rows[0]?.hp);
    socket.close();

    expect(hits).toBeGreaterThan(20);
    // Two seconds of hits: four ticks, five if the window straddles one more.
    expect(during).toBeGreaterThanOrEqual(3);
    expect(during).toBeLessThanOrEqual(5);
    expect(last).toMatchObject({ eventId: event.id, maxHP: event.maxHP });
  });

  it("are never compressed: a client that offers permessage-deflate is not given it", async () => {
    const hunter = await signUpPlayer(t);
    // ws offers permessage-deflate in its handshake by default, as browsers do.
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/ws`, {
      headers: { cookie: hunter.cookie },
    });
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    expect(socket.extensions).toBe("");
    socket.close();
  });
});
