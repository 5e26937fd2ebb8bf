import { randomUUID } from "node:crypto";
import { WS_CLOSE_SIGNED_OUT } from "@repgate/contracts/events";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../db/unit-of-work.ts";
import { makeAccessToken } from "../test/access-token.ts";
import { signUpPlayer } from "../test/factories.ts";
import { notifyNow } from "../test/notify-now.ts";
import { allowLogLines } from "../test/server-log.ts";
import { openSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let base = "";

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const questDone = { type: "quest_complete" as const, title: "Quest Complete!", message: "Done." };

describe("GET /ws", () => {
  it("closes a socket without a session with 4401 and a reason", async () => {
    const anonymous = await openSocket(base);
    expect(await anonymous.closed).toEqual({
      code: WS_CLOSE_SIGNED_OUT,
      reason: "You are not signed in.",
    });
    const forged = await openSocket(base, { cookie: "repgate_session=forged" });
    expect((await forged.closed).code).toBe(WS_CLOSE_SIGNED_OUT);
  });

  it("takes no API token: a client of the API reads by polling (docs/api.md)", async () => {
    const hunter = await signUpPlayer(t);
    const { token } = await makeAccessToken(t.app, hunter.cookie, "play", "Live board");
    const withToken = await openSocket(base, { authorization: `Bearer ${token}` });
    expect((await withToken.closed).code).toBe(WS_CLOSE_SIGNED_OUT);
  });

  it("refuses the upgrade from another site's page", async () => {
    const { cookie } = await signUpPlayer(t);
    await expect(openSocket(base, { cookie, origin: "https://evil.example" })).rejects.toThrow(
      "upgrade refused with 403",
    );
    const own = await openSocket(base, { cookie, origin: base });
    expect((await own.next((m) => m.type === "welcome")).type).toBe("welcome");
    own.close();
  });

  it("puts a hunter in everyone's room, their own and their region's, and nobody else's", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    const welcome = await socket.next((m) => m.type === "welcome");
    expect(welcome.rooms).toEqual(["everyone", `user:${hunter.user.id}`, "region:North America"]);
    socket.close();
  });

  it("delivers a committed notification to the hunter's sockets only", async () => {
    const [hunter, other] = [await signUpPlayer(t), await signUpPlayer(t)];
    const phone = await openSocket(base, { cookie: hunter.cookie });
    const laptop = await openSocket(base, { cookie: hunter.cookie });
    const stranger = await openSocket(base, { cookie: other.cookie });
    for (const s of [phone, laptop, stranger]) await s.next((m) => m.type === "welcome");

    const sent = await notifyNow(t.db, hunter.user.id, questDone);
    for (const s of [phone, laptop]) {
      const heard = await s.next((m) => m.type === "notificationCreated");
      expect(heard).toEqual({
        type: "notificationCreated",
        userId: hunter.user.id,
        notificationId: sent.id,
      });
    }
    // The stranger's socket hears its own events, and never the hunter's.
    await notifyNow(t.db, other.user.id, questDone);
    await stranger.next((m) => m.type === "notificationCreated");
    expect(stranger.messages.filter((m) => m.userId === hunter.user.id)).toEqual([]);
    for (const s of [phone, laptop, stranger]) s.close();
  });

  it("announces nothing when the transaction rolls back", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");
    await expect(
      inTransaction(t.db, async (tx, emit) => {
        emit({ type: "notificationCreated", userId: hunter.user.id, notificationId: randomUUID() });
        await tx.execute(sql`SELECT 1`);
        throw new Error("refused after emitting");
      }),
    ).rejects.toThrow("refused after emitting");
    const after = await notifyNow(t.db, hunter.user.id, questDone);
    const heard = await socket.next((m) => m.type === "notificationCreated");
    expect(heard.notificationId).toBe(after.id);
    expect(socket.messages.filter((m) => m.type === "notificationCreated")).toHaveLength(1);
    socket.close();
  });

  it("closes the sockets of a session that ends, and only those", async () => {
    const hunter = await signUpPlayer(t);
    const [kept, ended] = [
      await openSocket(base, { cookie: hunter.cookie }),
      await openSocket(base, { cookie: hunter.cookie }),
    ];
    await kept.next((m) => m.type === "welcome");
    await ended.next((m) => m.type === "welcome");
    const [session] = (
      await t.db.execute<{ id: string }>(
        sql`SELECT id FROM sessions WHERE user_id = ${hunter.user.id}`,
      )
    ).rows;
    await inTransaction(t.db, async (_tx, emit) => {
      emit({ type: "sessionEnded", userId: hunter.user.id, sessionId: randomUUID() });
    });
    await notifyNow(t.db, hunter.user.id, questDone);
    await kept.next((m) => m.type === "notificationCreated");
    await inTransaction(t.db, async (_tx, emit) => {
      emit({ type: "sessionEnded", userId: hunter.user.id, sessionId: session?.id ?? "" });
    });
    expect((await ended.closed).code).toBe(WS_CLOSE_SIGNED_OUT);
    expect((await kept.closed).code).toBe(WS_CLOSE_SIGNED_OUT);
  });

  it("signs a socket out when its hunter signs out", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");
    await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: hunter.cookie },
    });
    expect((await socket.closed).code).toBe(WS_CLOSE_SIGNED_OUT);
  });

  it("answers ping with pong and unknown or malformed messages with an error", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");
    socket.send({ type: "ping" });
    await socket.next((m) => m.type === "pong");
    socket.send({ type: "constructor" });
    socket.send("not json at all");
    await socket.next((m) => m.type === "error");
    await expect.poll(() => socket.messages.filter((m) => m.type === "error").length).toBe(2);
    expect(socket.messages.find((m) => m.type === "error")?.message).toBe(
      "That message is not one the server knows.",
    );
    socket.close();
  });

  it("tells sockets to resync after the bus reconnects, and keeps delivering", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");
    allowLogLines([
      { msg: "event bus lost its connection; reconnecting", level: "warn" },
      { msg: "event bus could not reconnect yet", level: "warn" },
    ]);
    // Cut the bus's LISTEN connection the way a database restart would.
    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await socket.next((m) => m.type === "resync", 10_000);
    const sent = await notifyNow(t.db, hunter.user.id, questDone);
    const heard = await socket.next((m) => m.type === "notificationCreated");
    expect(heard.notificationId).toBe(sent.id);
    socket.close();
  });
});
