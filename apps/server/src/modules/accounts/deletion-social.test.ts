import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, PASSWORD, signUpPlayer } from "../../test/factories.ts";
import { formParty, partyCall, partyOf } from "../../test/party-helpers.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { sendChatMessage } from "../chat/service.ts";
import { acceptRequest, sendRequest } from "../friends/service.ts";
import { DELETION_STEPS } from "./deletion-steps.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

function call(hunter: Hunter, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: hunter.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function deleteAccountOf(hunter: Hunter) {
  const gone = await call(hunter, "DELETE", "/api/user/account", { password: PASSWORD });
  expect(gone.statusCode, gone.body).toBe(200);
}

async function newGuild(owner: Hunter, name = `Guild ${Math.random().toString(36).slice(2, 9)}`) {
  await setGold(t, owner.user.id, 10_000);
  const res = await call(owner, "POST", "/api/guilds", {
    name,
    description: "We lift",
    insignia: "🛡️",
    ownerRankName: "Shadow Monarch",
  });
  expect(res.statusCode, res.body).toBe(201);
  return { guildId: res.json().guild.id as string, name };
}

/** A hunter who joins the guild, then has the rank of `level` and joined at `joinedAt`. */
async function memberOf(guildId: string, level: number, joinedAt: string) {
  const h = await signUpPlayer(t);
  expect((await call(h, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
  const rank = await t.db.execute(
    sql`SELECT id FROM guild_ranks WHERE guild_id = ${guildId} AND permission_level = ${level}
        ORDER BY created_at LIMIT 1`,
  );
  await t.db.execute(
    sql`UPDATE guild_members SET rank_id = ${rank.rows[0]?.id as string},
        joined_at = ${joinedAt}::timestamptz WHERE user_id = ${h.user.id}`,
  );
  return h;
}

async function befriend(a: Hunter, b: Hunter) {
  const now = t.clock.now();
  await sendRequest(t.db, { userId: a.user.id, friendId: b.user.id, now });
  const pair = await t.db.execute(
    sql`SELECT id FROM friendships WHERE requester_id = ${a.user.id}
        AND ${b.user.id} IN (user_low, user_high)`,
  );
  await acceptRequest(t.db, { userId: b.user.id, friendshipId: pair.rows[0]?.id as string, now });
}

async function say(author: Hunter, content: string, type: "regional" | "party" | "guild") {
  const sent = await sendChatMessage(t.db, {
    userId: author.user.id,
    data: { content, type },
    now: t.clock.now(),
  });
  if (!sent.ok) throw new Error(sent.message);
  return sent.id;
}

async function guildRow(guildId: string) {
  const rows = await t.db.execute(sql`SELECT leader_id FROM guilds WHERE id = ${guildId}`);
  return rows.rows[0] as { leader_id: string } | undefined;
}

async function levelOf(userId: string) {
  const rows = await t.db.execute(
    sql`SELECT r.permission_level AS level, r.name FROM guild_members m
        JOIN guild_ranks r ON r.id = m.rank_id WHERE m.user_id = ${userId}`,
  );
  return rows.rows[0] as { level: number; name: string } | undefined;
}

describe("deleting an account, what they leave behind", () => {
  it("runs the party and guild steps before ending sessions and deleting the hunter", () => {
    expect(DELETION_STEPS.map((s) => s.name)).toEqual([
      "withdraw open auction listings",
      "leave the party",
      "hand over or leave the guild",
      "tell the chat rooms they wrote in",
      "end every session and close every socket",
      "delete the hunter and everything they own",
    ]);
  });

  it("passes a deleted leader's party to the longest-standing member", async () => {
    const [leader, first, second] = await formParty(t, 3);
    await deleteAccountOf(leader);
    const party = await partyOf(t, second);
    expect(party?.leaderId).toBe(first.user.id);
    expect(party?.members.map((m) => m.id)).toEqual([first.user.id, second.user.id]);
    const stored = await t.db.execute(
      sql`SELECT leader_id FROM parties WHERE id = ${party?.id ?? ""}`,
    );
    expect(stored.rows[0]?.leader_id).toBe(first.user.id);
  });

  it("dissolves the party of a leader who was alone in it", async () => {
    const [leader] = await formParty(t, 1);
    const party = await partyOf(t, leader);
    await deleteAccountOf(leader);
    const left = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM parties WHERE id = ${party?.id ?? ""}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it("hands a deleted owner's guild to the highest rank, the longest-standing among equals", async () => {
    const owner = await signUpPlayer(t);
    const { guildId } = await newGuild(owner);
    const moderator = await memberOf(guildId, 1, "2026-01-01T00:00:00Z");
    const laterAdmin = await memberOf(guildId, 2, "2026-03-01T00:00:00Z");
    const earlierAdmin = await memberOf(guildId, 2, "2026-02-01T00:00:00Z");
    await deleteAccountOf(owner);
    expect((await guildRow(guildId))?.leader_id).toBe(earlierAdmin.user.id);
    expect(await levelOf(earlierAdmin.user.id)).toEqual({ level: 4, name: "Shadow Monarch" });
    expect((await levelOf(laterAdmin.user.id))?.level).toBe(2);
    expect((await levelOf(moderator.user.id))?.level).toBe(1);
    const mine = (await call(earlierAdmin, "GET", "/api/guild/my-guild")).json();
    expect(mine.guild.id).toBe(guildId);
    expect(mine.members).toHaveLength(3);
  });

  it("dissolves the guild of an owner who was alone in it", async () => {
    const owner = await signUpPlayer(t);
    const { guildId } = await newGuild(owner);
    await deleteAccountOf(owner);
    expect(await guildRow(guildId)).toBeUndefined();
  });

  it("lets a deleted member simply leave the guild", async () => {
    const owner = await signUpPlayer(t);
    const { guildId } = await newGuild(owner);
    const member = await memberOf(guildId, 2, "2026-01-01T00:00:00Z");
    await deleteAccountOf(member);
    expect((await guildRow(guildId))?.leader_id).toBe(owner.user.id);
    expect((await levelOf(owner.user.id))?.level).toBe(4);
  });

  it("takes every message they wrote with them: chats and DMs, sent and received", async () => {
    const [author, mate] = await formParty(t, 2);
    const { guildId } = await newGuild(author);
    expect((await call(mate, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
    await befriend(author, mate);
    const marker = randomUUID();
    for (const type of ["regional", "party", "guild"] as const) {
      await say(author, `Remember me ${marker} (${type})`, type);
    }
    const kept = await say(mate, "The mate's words stay", "party");
    for (const [from, to] of [
      [author, mate],
      [mate, author],
    ] as const) {
      const dm = await call(from, "POST", "/api/friends/message", {
        friendId: to.user.id,
        message: `A word between friends ${marker}`,
      });
      expect(dm.statusCode, dm.body).toBe(200);
    }

    await deleteAccountOf(author);

    // Nothing of theirs is left in the database, with or without an author.
    const left = await t.db.execute(
      sql`SELECT (SELECT count(*) FROM chat_messages WHERE content LIKE ${`%${marker}%`})::int AS chat,
                 (SELECT count(*) FROM chat_messages WHERE user_id IS NULL)::int AS orphans,
                 (SELECT count(*) FROM notifications WHERE message LIKE ${`%${marker}%`}
                    OR title LIKE ${`%${author.user.hunterName}%`})::int AS dms`,
    );
    expect(left.rows[0]).toEqual({ chat: 0, orphans: 0, dms: 0 });
    const party = await call(mate, "GET", "/api/chat/party");
    expect(party.statusCode, party.body).toBe(200);
    expect(party.json().map((m: { id: string }) => m.id)).toEqual([kept]);
    expect(party.body).not.toContain(author.user.hunterName);
  });

  it("tells each chat room the hunter wrote in, live, so open chats drop their messages", async () => {
    const [author, mate] = await formParty(t, 2);
    for (const data of [
      { content: "Hello region", type: "regional" as const },
      { content: "Again, region", type: "regional" as const },
      { content: "Hello party", type: "party" as const },
    ]) {
      const sent = await sendChatMessage(t.db, {
        userId: author.user.id,
        data,
        now: t.clock.now(),
      });
      if (!sent.ok) throw new Error(sent.message);
    }
    const party = await partyOf(t, mate);
    const heard = await events.heardDuring(() => deleteAccountOf(author));
    const told = heard.filter((e) => e.type === "chatAuthorDeleted");
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: author.user.id,
          chatType: "regional",
          region: author.user.region,
          partyId: null,
        }),
        expect.objectContaining({ userId: author.user.id, chatType: "party", partyId: party?.id }),
      ]),
    );
  });
});

describe("deleting an account while the party and guild change at the same moment", () => {
  it("a leader deleting as every member leaves: all succeed, the party ends", async () => {
    const [leader, first, second] = await formParty(t, 3);
    const party = await partyOf(t, leader);
    const replies = await Promise.all([
      call(leader, "DELETE", "/api/user/account", { password: PASSWORD }),
      partyCall(t, first, "DELETE", "/api/party/leave"),
      partyCall(t, second, "DELETE", "/api/party/leave"),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const left = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM parties WHERE id = ${party?.id ?? ""}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it("an owner deleting as members leave: the guild ends with one owner, or dissolved", async () => {
    const owner = await signUpPlayer(t);
    const { guildId } = await newGuild(owner);
    const admins = [
      await memberOf(guildId, 2, "2026-01-01T00:00:00Z"),
      await memberOf(guildId, 2, "2026-01-02T00:00:00Z"),
      await memberOf(guildId, 1, "2026-01-03T00:00:00Z"),
    ];
    const replies = await Promise.all([
      call(owner, "DELETE", "/api/user/account", { password: PASSWORD }),
      ...admins.map((a) => call(a, "DELETE", "/api/guild/leave")),
    ]);
    expect(replies[0]?.statusCode).toBe(200);
    for (const reply of replies) expect(reply.statusCode).toBeLessThan(500);
    const guild = await guildRow(guildId);
    const owners = await t.db.execute(
      sql`SELECT m.user_id FROM guild_members m JOIN guild_ranks r ON r.id = m.rank_id
          WHERE m.guild_id = ${guildId} AND r.permission_level = 4`,
    );
    if (guild) {
      expect(owners.rows.map((r) => r.user_id)).toEqual([guild.leader_id]);
    } else {
      expect(owners.rows).toEqual([]);
    }
  });
});

describe("POST /api/user/export, social sections", () => {
  it("holds the direct messages the hunter sent and received, the other hunter by name", async () => {
    const [hunter, friend, other] = [
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
    ];
    await befriend(hunter, friend);
    await befriend(other, friend);
    const dm = async (from: Hunter, to: Hunter, message: string) => {
      t.clock.advance(1000);
      const reply = await call(from, "POST", "/api/friends/message", {
        friendId: to.user.id,
        message,
      });
      expect(reply.statusCode, reply.body).toBe(200);
    };
    await dm(hunter, friend, "Leg day tomorrow?");
    await dm(friend, hunter, "Always.");
    await dm(other, friend, "Not for the hunter's eyes");

    const response = await call(hunter, "POST", "/api/user/export");
    expect(response.statusCode).toBe(200);
    const { sections } = response.json();
    const them = { id: friend.user.id, hunterName: friend.user.hunterName };
    expect(sections.directMessages).toEqual([
      { direction: "sent", hunter: them, message: "Leg day tomorrow?", sentAt: expect.any(String) },
      { direction: "received", hunter: them, message: "Always.", sentAt: expect.any(String) },
    ]);
    expect(response.body).not.toContain("Not for the hunter's eyes");
    expect(response.body).not.toContain(friend.email);
  });

  it("holds friends, messages written, party and guild, and nothing private of others", async () => {
    const hunter = await signUpPlayer(t);
    const [friend, asker, stranger] = [
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
    ];
    const now = t.clock.now();
    await sendRequest(t.db, { userId: hunter.user.id, friendId: friend.user.id, now });
    const pair = await t.db.execute(
      sql`SELECT id FROM friendships WHERE requester_id = ${hunter.user.id}`,
    );
    await acceptRequest(t.db, {
      userId: friend.user.id,
      friendshipId: pair.rows[0]?.id as string,
      now,
    });
    await sendRequest(t.db, { userId: asker.user.id, friendId: hunter.user.id, now });
    const mine = await sendChatMessage(t.db, {
      userId: hunter.user.id,
      data: { content: "My own words", type: "regional" },
      now,
    });
    await sendChatMessage(t.db, {
      userId: stranger.user.id,
      data: { content: "A stranger's words", type: "regional" },
      now,
    });
    const created = await partyCall(t, hunter, "POST", "/api/party", { name: "Iron Lifters" });
    expect(created.statusCode).toBe(201);
    const { guildId, name: guildName } = await newGuild(hunter);

    const response = await call(hunter, "POST", "/api/user/export");
    expect(response.statusCode).toBe(200);
    const { sections } = response.json();
    expect(sections.friends).toHaveLength(2);
    expect(sections.friends).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: "accepted",
          requestedByMe: true,
          hunter: { id: friend.user.id, hunterName: friend.user.hunterName },
        }),
        expect.objectContaining({
          status: "pending",
          requestedByMe: false,
          hunter: { id: asker.user.id, hunterName: asker.user.hunterName },
        }),
      ]),
    );
    expect(sections.chatMessages).toEqual([
      expect.objectContaining({ id: mine.ok ? mine.id : "", content: "My own words" }),
    ]);
    expect(sections.party).toMatchObject({ name: "Iron Lifters", leader: true });
    expect(sections.party.joinedAt).toBeTruthy();
    expect(sections.guild).toMatchObject({
      guildId,
      name: guildName,
      rank: "Shadow Monarch",
      owner: true,
    });
    expect(sections.guild.joinedAt).toBeTruthy();
    expect(response.body).not.toContain("A stranger's words");
    expect(response.body).not.toContain(stranger.user.id);
    for (const other of [friend, asker, stranger]) {
      expect(response.body).not.toContain(other.email);
    }
  });
});
