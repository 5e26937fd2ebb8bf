import { CHAT_FLOOD_LIMIT } from "@repgate/contracts/chat";
import { WS_CLOSE_NOT_READING, WS_CLOSE_TOO_MANY_MESSAGES } from "@repgate/contracts/events";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { EVENTS_CHANNEL } from "../db/unit-of-work.ts";
import { type Hunter, signUpPlayer } from "../test/factories.ts";
import { upgradeWithMessages } from "../test/raw-socket.ts";
import { openSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { MAX_UNSENT_BYTES } from "./outbox.ts";

let t: TestApp;
let base = "";

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const chat = (content: string) => ({ type: "chat", data: { content, type: "regional" } });

/** The hunter's stored messages in the order their transactions began (the test clock stands still). */
async function storedMessages(hunter: Hunter): Promise<string[]> {
  const rows = await t.db.execute<{ content: string }>(
    sql`SELECT content FROM chat_messages WHERE user_id = ${hunter.user.id}
        ORDER BY xmin::text::bigint`,
  );
  return rows.rows.map((row) => row.content);
}

describe("a socket's allowance (docs/decisions/018)", () => {
  it("handles frames that arrive with the upgrade, before the session is known", async () => {
    const hunter = await signUpPlayer(t);
    const raw = upgradeWithMessages(base, hunter.cookie, [{ type: "ping" }, chat("first words")]);
    await expect.poll(() => storedMessages(hunter)).toEqual(["first words"]);
    await expect
      .poll(() => raw.received.map((text) => (JSON.parse(text) as { type: string }).type))
      .toEqual(["welcome", "pong", "newMessage"]);
    raw.close();
  });

  it("handles a frame sent the instant the socket opens", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    socket.send(chat("on open"));
    const heard = await socket.next((m) => m.type === "newMessage");
    expect(heard.message).toMatchObject({ content: "on open" });
    expect(await storedMessages(hunter)).toEqual(["on open"]);
    socket.close();
  });

  it("handles one socket's messages one at a time, in the order they were sent", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    const sent = Array.from({ length: CHAT_FLOOD_LIMIT }, (_, n) => `message ${n + 1}`);
    for (const content of sent) socket.send(chat(content));
    await expect
      .poll(() => socket.messages.filter((m) => m.type === "newMessage").length)
      .toBe(sent.length);
    const heard = socket.messages
      .filter((m) => m.type === "newMessage")
      .map((m) => (m.message as { content: string }).content);
    expect(heard).toEqual(sent);
    expect(await storedMessages(hunter)).toEqual(sent);
    socket.close();
  });

  it("closes a flooding socket with 4008 while another hunter's reads stay quick", async () => {
    const [flooder, reader] = [await signUpPlayer(t), await signUpPlayer(t)];
    const socket = await openSocket(base, { cookie: flooder.cookie });
    await socket.next((m) => m.type === "welcome");

    const read = async () => {
      const started = performance.now();
      const reply = await fetch(`${base}/api/friends`, { headers: { cookie: reader.cookie } });
      await reply.arrayBuffer();
      return { status: reply.status, ms: performance.now() - started };
    };
    await read(); // warm: the first read of a hunter pays for things a flood does not cause

    for (let n = 0; n < 20_000; n += 1) {
      socket.send({ type: "chat", data: { ...chat(`flood ${n}`).data, clientId: `c${n}` } });
    }
    const reads: Array<{ status: number; ms: number }> = [];
    for (let n = 0; n < 50; n += 1) reads.push(await read());

    expect(await socket.closed).toEqual({
      code: WS_CLOSE_TOO_MANY_MESSAGES,
      reason: "Too many messages",
    });
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    const ms = reads.map((r) => r.ms).sort((a, b) => a - b);
    // Unguarded, one such flood held this read for 18 s and then answered 503. On a shared
    // two-core machine a read takes a few ms; the bound leaves room for the machine's noise.
    expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(100);
    expect(ms.at(-1)).toBeLessThan(1_000);
    // What passed the bucket met the chat's own flood limit; what did not was answered.
    expect((await storedMessages(flooder)).length).toBeLessThanOrEqual(CHAT_FLOOD_LIMIT);
    // Each refusal names the message it refuses, so the sender's box keeps that text.
    const refused = socket.messages.filter((m) => m.type === "chatRefused");
    expect(refused.length).toBeGreaterThan(0);
    for (const m of refused) {
      expect(m).toMatchObject({ code: "rate_limited", clientId: expect.stringMatching(/^c\d+$/) });
    }
  });

  it("closes a socket that stops reading once its unsent buffer passes the bound", async () => {
    const hunter = await signUpPlayer(t);
    // A region of its own, so the messages below go to this socket alone.
    const moved = await t.app.inject({
      method: "PATCH",
      url: "/api/user/region",
      headers: { cookie: hunter.cookie },
      payload: { region: "Oceania" },
    });
    expect(moved.statusCode).toBe(200);

    const client = new WebSocket(`${base.replace(/^http/, "ws")}/ws`, {
      headers: { cookie: hunter.cookie },
    });
    let received = 0;
    client.on("message", () => {
      received += 1;
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      client.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise((resolve) => client.once("open", resolve));
    await expect.poll(() => received).toBe(1); // welcome
    // The client stops reading: nothing it is sent leaves the server's side any more once the
    // kernel's buffers are full.
    (client as unknown as { _socket: { pause(): void } })._socket.pause();

    // About 10 MB of chat messages for the region, delivered by the bus as any would be: more
    // than the kernel's socket buffers and the bound together.
    const total = 14_000;
    let delivered = 0;
    const stopCounting = t.bus.subscribe(() => {
      delivered += 1;
    });
    await t.db.execute(sql`
      SELECT pg_notify(${EVENTS_CHANNEL}, json_build_object(
        'type', 'newMessage', 'userId', ${hunter.user.id}::uuid, 'chatType', 'regional',
        'region', 'Oceania', 'partyId', NULL, 'guildId', NULL,
        'message', json_build_object(
          'id', gen_random_uuid(), 'content', repeat('x', 500), 'createdAt', now()::text,
          'user', json_build_object('id', ${hunter.user.id}::uuid, 'hunterName', 'Slow',
            'firstName', NULL, 'lastName', NULL, 'rank', 'E', 'profileImageUrl', NULL)))::text)
      FROM generate_series(1, ${total})`);
    await expect.poll(() => delivered, { timeout: 20_000 }).toBe(total);
    stopCounting();

    (client as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await closed).toEqual({
      code: WS_CLOSE_NOT_READING,
      reason: "Not reading messages fast enough",
    });
    // Sending stopped at the bound: far fewer than were delivered reached the client.
    expect(received).toBeLessThan(total);
    expect(MAX_UNSENT_BYTES).toBe(1024 * 1024);
  });
});
