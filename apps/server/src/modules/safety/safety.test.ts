import type { ChatHistory } from "@repgate/contracts/chat";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runAdmin } from "../../admin-commands.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NOT_ACCEPTING } from "../reach/policy.ts";

let t: TestApp;
let base = "";
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  events = await listenForEvents(t.pool);
});

const call = (hunter: Hunter, method: string, url: string, payload?: unknown) =>
  asHunter(t, hunter, method, url, payload);

async function connect(h: Hunter): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: h.cookie });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

/** Sends a regional message and waits until its author's socket hears it stored. */
async function say(socket: TestSocket, author: Hunter, content: string): Promise<string> {
  // Messages are stamped with the test clock: a second apart, they have an order.
  t.clock.advance(1000);
  socket.send({ type: "chat", data: { content, type: "regional" } });
  const heard = await socket.next(
    (m) =>
      m.type === "newMessage" &&
      m.userId === author.user.id &&
      (m.message as { content: string }).content === content,
  );
  return (heard.message as { id: string }).id;
}

const regional = async (h: Hunter): Promise<ChatHistory> =>
  (await call(h, "GET", "/api/chat/messages")).json();

describe("block", () => {
  it("refuses the blocked hunter's friend requests, party and guild invites, without saying 'blocked'", async () => {
    const [me, pest] = [await signUpPlayer(t), await signUpPlayer(t)];
    const blocked = await call(me, "PUT", `/api/blocks/${pest.user.id}`, { kind: "block" });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().message).toBe(`${pest.user.hunterName} is blocked.`);

    const request = await call(pest, "POST", "/api/friends/request", { friendId: me.user.id });
    expect(request.statusCode).toBe(403);
    expect(request.json().message).toBe(NOT_ACCEPTING);
    expect(request.body).not.toMatch(/block/i);

    expect((await call(pest, "POST", "/api/party", { name: "Pests" })).statusCode).toBe(201);
    const party = await call(pest, "POST", "/api/party/invite", { inviteeId: me.user.id });
    expect(party.statusCode).toBe(403);
    expect(party.json().message).toBe(NOT_ACCEPTING);

    await setGold(t, pest.user.id, 10_000);
    const guild = await call(pest, "POST", "/api/guilds", {
      name: `Pest ${Math.random().toString(36).slice(2, 8)}`,
      description: "x",
      insignia: "🛡️",
      ownerRankName: "Boss",
    });
    expect(guild.statusCode, guild.body).toBe(201);
    const invite = await call(pest, "POST", "/api/guild/invite", { inviteeId: me.user.id });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(NOT_ACCEPTING);

    const notes = (await call(me, "GET", "/api/notifications")).json() as {
      data: { senderId?: string } | null;
    }[];
    expect(notes.filter((n) => n.data?.senderId === pest.user.id)).toEqual([]);

    // The blocker is told plainly why they cannot reach the one they blocked.
    const mine = await call(me, "POST", "/api/friends/request", { friendId: pest.user.id });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe("You blocked this hunter. Unblock them first.");
  });

  it("ends a friendship (so no more messages) and clears what they put in the bell", async () => {
    const [me, friend, stranger] = [
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
    ];
    const sent = await call(friend, "POST", "/api/friends/request", { friendId: me.user.id });
    await call(me, "POST", `/api/friends/accept/${sent.json().friendshipId}`);
    await call(friend, "POST", "/api/friends/message", { friendId: me.user.id, message: "hey" });
    await call(stranger, "POST", "/api/friends/request", { friendId: me.user.id });
    await events.take();

    expect((await call(me, "PUT", `/api/blocks/${friend.user.id}`, {})).statusCode).toBe(200);
    const heard = await events.take();
    expect(heard).toContainEqual({ type: "blocksChanged", userId: me.user.id });
    expect(heard).toContainEqual({ type: "friendsChanged", userId: friend.user.id });
    expect(heard).toContainEqual({ type: "notificationsChanged", userId: me.user.id });

    expect((await call(me, "GET", "/api/friends")).json()).toEqual([]);
    const dm = await call(friend, "POST", "/api/friends/message", {
      friendId: me.user.id,
      message: "still there?",
    });
    expect(dm.statusCode).toBe(403);
    const notes = (await call(me, "GET", "/api/notifications")).json() as {
      data: { senderId?: string } | null;
    }[];
    expect(notes.map((n) => n.data?.senderId)).toEqual(
      expect.not.arrayContaining([friend.user.id]),
    );
    expect(notes.map((n) => n.data?.senderId)).toContain(stranger.user.id);
  });

  it("lists, replaces and removes blocks and mutes; refuses oneself and unknown hunters", async () => {
    const [me, a, b] = [await signUpPlayer(t), await signUpPlayer(t), await signUpPlayer(t)];
    await call(me, "PUT", `/api/blocks/${a.user.id}`, { kind: "mute" });
    t.clock.advance(1000);
    await call(me, "PUT", `/api/blocks/${b.user.id}`, { kind: "block" });
    expect((await call(me, "GET", "/api/blocks")).json()).toMatchObject([
      { userId: b.user.id, hunterName: b.user.hunterName, kind: "block" },
      { userId: a.user.id, kind: "mute" },
    ]);
    await call(me, "PUT", `/api/blocks/${a.user.id}`, { kind: "block" });
    expect((await call(me, "GET", "/api/blocks")).json()).toHaveLength(2);
    expect((await call(me, "DELETE", `/api/blocks/${a.user.id}`)).statusCode).toBe(200);
    const again = await call(me, "DELETE", `/api/blocks/${a.user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("You have not muted or blocked that hunter.");
    expect(
      (await call(a, "POST", "/api/friends/request", { friendId: me.user.id })).statusCode,
    ).toBe(200);

    const self = await call(me, "PUT", `/api/blocks/${me.user.id}`, { kind: "block" });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot block yourself.");
    const nobody = await call(me, "PUT", "/api/blocks/00000000-0000-4000-8000-000000000000", {});
    expect(nobody.statusCode).toBe(404);
    const bad = await call(me, "PUT", `/api/blocks/${b.user.id}`, { kind: "ban" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("mute and block in chat", () => {
  it("hides their messages for the hunter, in history and live, and for no one else", async () => {
    const [me, loud, pest, other] = [
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
    ];
    await call(me, "PUT", `/api/blocks/${loud.user.id}`, { kind: "mute" });
    await call(me, "PUT", `/api/blocks/${pest.user.id}`, { kind: "block" });
    const [mine, loudSocket, pestSocket, otherSocket] = [
      await connect(me),
      await connect(loud),
      await connect(pest),
      await connect(other),
    ];
    await say(loudSocket, loud, "LOUD");
    await say(pestSocket, pest, "pest");
    await say(otherSocket, other, "hello");
    await mine.next((m) => m.type === "newMessage" && m.userId === other.user.id);
    // The other hunter heard all three; the hunter only the one they did not hide.
    for (const author of [loud, pest]) {
      await otherSocket.next((m) => m.type === "newMessage" && m.userId === author.user.id);
    }
    const liveAuthors = mine.messages.filter((m) => m.type === "newMessage").map((m) => m.userId);
    expect(liveAuthors).not.toContain(loud.user.id);
    expect(liveAuthors).not.toContain(pest.user.id);

    const authors = (await regional(me)).map((m) => m.user.id);
    expect(authors).toContain(other.user.id);
    expect(authors).not.toContain(loud.user.id);
    expect(authors).not.toContain(pest.user.id);
    expect((await regional(other)).map((m) => m.user.id)).toEqual(
      expect.arrayContaining([loud.user.id, pest.user.id]),
    );

    // Unmuting takes effect on the open socket at once (blocksChanged reloads it).
    await call(me, "DELETE", `/api/blocks/${loud.user.id}`);
    await mine.next((m) => m.type === "blocksChanged");
    await say(loudSocket, loud, "LOUDER");
    await mine.next((m) => m.type === "newMessage" && m.userId === loud.user.id);
    for (const s of [mine, loudSocket, pestSocket, otherSocket]) s.close();
  });
});

describe("report a chat message", () => {
  it("keeps the message with those around it, who reported it and when; the operator lists it", async () => {
    const [me, rude, other] = [await signUpPlayer(t), await signUpPlayer(t), await signUpPlayer(t)];
    const [rudeSocket, otherSocket] = [await connect(rude), await connect(other)];
    await say(otherSocket, other, "before 1");
    await say(otherSocket, other, "before 2");
    const reported = await say(rudeSocket, rude, "you are all weak");
    await say(otherSocket, other, "after 1");

    const report = await call(me, "POST", `/api/chat/messages/${reported}/report`, {
      reason: "insults",
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().message).toBe("Thank you. The message was reported.");
    // Again: the same answer, one report.
    expect((await call(me, "POST", `/api/chat/messages/${reported}/report`)).statusCode).toBe(200);
    const stored = await t.db.execute(
      sql`SELECT reporter_id, author_id, reason, context, created_at FROM chat_reports WHERE message_id = ${reported}`,
    );
    expect(stored.rows).toHaveLength(1);
    const row = stored.rows[0] as {
      reporter_id: string;
      author_id: string;
      reason: string;
      context: { id: string; content: string }[];
      created_at: string;
    };
    expect(row).toMatchObject({
      reporter_id: me.user.id,
      author_id: rude.user.id,
      reason: "insults",
    });
    expect(new Date(row.created_at).getTime()).toBe(t.clock.now().getTime());
    const contents = row.context.map((m) => m.content);
    expect(contents.slice(-4)).toEqual(["before 1", "before 2", "you are all weak", "after 1"]);

    const out: string[] = [];
    const code = await runAdmin(["reports", "5"], {
      db: t.db,
      clock: t.clock,
      publicUrl: "https://repgate.example/",
      io: { out: (l) => out.push(l), err: (l) => out.push(l) },
    });
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toContain(`by ${me.user.hunterName}`);
    expect(text).toContain("reason: insults");
    expect(text).toContain(`> `);
    expect(text).toContain(`${rude.user.hunterName}: you are all weak`);
    rudeSocket.close();
    otherSocket.close();
  });

  it("refuses one's own message, a message of a room one is not in, and a bad id", async () => {
    const [me, outsider] = [await signUpPlayer(t), await signUpPlayer(t)];
    const socket = await connect(me);
    const id = await say(socket, me, "my own words");
    const own = await call(me, "POST", `/api/chat/messages/${id}/report`);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("You cannot report your own message.");
    await t.db.execute(sql`UPDATE users SET region = 'Europe' WHERE id = ${outsider.user.id}`);
    const elsewhere = await call(outsider, "POST", `/api/chat/messages/${id}/report`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe("That message does not exist.");
    const bad = await call(outsider, "POST", "/api/chat/messages/nope/report");
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.db.execute(sql`SELECT 1 FROM chat_reports WHERE message_id = ${id}`)).rows,
    ).toEqual([]);
    socket.close();
  });
});
