import { randomUUID } from "node:crypto";
import { CHAT_MAX_LENGTH, type ChatHistory } from "@repgate/contracts/chat";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUp, signUpPlayer } from "../../test/factories.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

async function connect(hunter: Hunter): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: hunter.cookie });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

async function history(hunter: Hunter, path: string) {
  return t.app.inject({ url: path, headers: { cookie: hunter.cookie } });
}

describe("chat over /ws", () => {
  it("stores a regional message with the signed-in author, then delivers it to the region", async () => {
    const [alice, bob] = [await signUpPlayer(t), await signUpPlayer(t)];
    const [a, b] = [await connect(alice), await connect(bob)];
    // The payload claims bob wrote it: the author is the socket's hunter all the same.
    a.send({
      type: "chat",
      data: {
        userId: bob.user.id,
        content: "  Hello, hunters!  ",
        type: "regional",
        region: "North America",
      },
    });
    const heard = await b.next((m) => m.type === "newMessage");
    expect(heard).toMatchObject({
      type: "newMessage",
      chatType: "regional",
      region: "North America",
      partyId: null,
      guildId: null,
      userId: alice.user.id,
      message: { content: "Hello, hunters!", user: { id: alice.user.id } },
    });
    await a.next((m) => m.type === "newMessage");
    const reply = await history(bob, "/api/chat/messages");
    expect(reply.statusCode).toBe(200);
    const messages: ChatHistory = reply.json();
    const last = messages.at(-1);
    expect(last?.id).toBe((heard.message as { id: string }).id);
    expect(last?.user.hunterName).toBe(alice.user.hunterName);
    a.close();
    b.close();
  });

  it("delivers the longest message whole, even one JSON spells in six bytes a character", async () => {
    // newMessage carries the message through NOTIFY, whose payload is capped at 8,000 bytes.
    const [alice, bob] = [await signUpPlayer(t), await signUpPlayer(t)];
    const [a, b] = [await connect(alice), await connect(bob)];
    const content = `${"\u0001".repeat(CHAT_MAX_LENGTH - 2)}😀!`;
    a.send({ type: "chat", data: { content, type: "regional" } });
    const heard = await b.next((m) => m.type === "newMessage" && m.userId === alice.user.id);
    expect((heard.message as { content: string }).content).toBe(content);
    expect(JSON.stringify(heard).length).toBeGreaterThan(3000);
    a.close();
    b.close();
  });

  it("refuses blank, over-long and malformed messages with a reason on the socket", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await connect(hunter);
    socket.send({ type: "chat", data: { content: "   ", type: "regional" } });
    expect(await socket.next((m) => m.type === "chatRefused")).toEqual({
      type: "chatRefused",
      code: "bad_request",
      message: "A message cannot be empty.",
    });
    socket.messages.length = 0;
    socket.send({ type: "chat", data: { content: "x".repeat(501), type: "regional" } });
    expect((await socket.next((m) => m.type === "chatRefused")).message).toBe(
      "A message can be at most 500 characters.",
    );
    socket.messages.length = 0;
    socket.send({ type: "chat", data: { content: 42, type: "shout" } });
    expect((await socket.next((m) => m.type === "chatRefused")).code).toBe("bad_request");
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = ${hunter.user.id}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
    socket.close();
  });

  it("a party or guild room needs membership; another region is refused", async () => {
    const [member, outsider] = [await signUpPlayer(t), await signUpPlayer(t)];
    const partyId = randomUUID();
    const guildId = randomUUID();
    await t.db.execute(
      sql`UPDATE users SET party_id = ${partyId}, party_joined_at = now(), guild_id = ${guildId} WHERE id = ${member.user.id}`,
    );
    const [m, o] = [await connect(member), await connect(outsider)];
    for (const data of [
      { content: "let me in", type: "party", partyId },
      { content: "let me in", type: "guild", guildId },
      { content: "let me in", type: "party" },
      { content: "elsewhere", type: "regional", region: "Europe" },
    ]) {
      o.messages.length = 0;
      o.send({ type: "chat", data });
      expect(await o.next((x) => x.type === "chatRefused")).toEqual({
        type: "chatRefused",
        code: "forbidden",
        message: "Cannot send message to this chat",
      });
    }
    expect((await history(outsider, "/api/chat/party")).statusCode).toBe(403);
    expect((await history(outsider, "/api/chat/guild")).statusCode).toBe(403);

    m.send({ type: "chat", data: { content: "party time", type: "party", partyId } });
    expect(await m.next((x) => x.type === "newMessage")).toMatchObject({
      chatType: "party",
      partyId,
    });
    const party: ChatHistory = (await history(member, "/api/chat/party")).json();
    expect(party.map((x) => x.content)).toEqual(["party time"]);
    // The outsider heard nothing of it.
    await new Promise((r) => setTimeout(r, 100));
    expect(o.messages.some((x) => x.type === "newMessage" && x.chatType === "party")).toBe(false);
    m.close();
    o.close();
  });

  it("throttles a flood: at most 10 messages in 10 seconds", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await connect(hunter);
    for (let i = 0; i < 12; i += 1) {
      socket.send({ type: "chat", data: { content: `spam ${i}`, type: "regional" } });
    }
    const refused = await socket.next((m) => m.type === "chatRefused");
    expect(refused.code).toBe("rate_limited");
    await new Promise((r) => setTimeout(r, 200));
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = ${hunter.user.id}`,
    );
    expect(stored.rows[0]?.n).toBe(10);
    // The spec's client sends no clientId, and gets no chatSent.
    expect(socket.messages.some((m) => m.type === "chatSent")).toBe(false);
    socket.close();
  });

  it("answers the sender's clientId: chatSent when stored, chatRefused when refused", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await connect(hunter);
    socket.send({ type: "chat", data: { clientId: "c-1", content: "first", type: "regional" } });
    const sent = await socket.next((m) => m.type === "chatSent");
    const stored = await t.db.execute<{ id: string }>(
      sql`SELECT id FROM chat_messages WHERE user_id = ${hunter.user.id}`,
    );
    expect(sent).toEqual({ type: "chatSent", clientId: "c-1", id: stored.rows[0]?.id });
    socket.send({ type: "chat", data: { clientId: "c-2", content: "  ", type: "regional" } });
    expect(await socket.next((m) => m.type === "chatRefused")).toEqual({
      type: "chatRefused",
      code: "bad_request",
      message: "A message cannot be empty.",
      clientId: "c-2",
    });
    // Over the flood limit (the blank one was refused before counting). The socket's messages
    // are handled concurrently, so which one is refused is not known in advance: the answer
    // names it, and every message gets exactly one answer.
    for (let i = 3; i <= 12; i += 1) {
      socket.send({
        type: "chat",
        data: { clientId: `c-${i}`, content: `m ${i}`, type: "regional" },
      });
    }
    const answered = () =>
      socket.messages.filter((m) => m.type === "chatSent" || m.type === "chatRefused");
    await expect.poll(() => answered().length).toBe(12);
    const refused = answered().filter((m) => m.type === "chatRefused");
    expect(refused.map((m) => m.code).sort()).toEqual(["bad_request", "rate_limited"]);
    const ids = answered()
      .map((m) => m.clientId as string)
      .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => `c-${i + 1}`));
    socket.close();
  });

  it("history is 401 signed out and 403 before onboarding", async () => {
    expect((await t.app.inject({ url: "/api/chat/messages" })).statusCode).toBe(401);
    const fresh = await signUp(t.app);
    expect((await history(fresh, "/api/chat/messages")).statusCode).toBe(403);
  });
});
