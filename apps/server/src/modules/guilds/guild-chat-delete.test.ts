import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const call = (hunter: Hunter, method: string, url: string, payload?: unknown) =>
  asHunter(t, hunter, method, url, payload);

async function connect(h: Hunter): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: h.cookie });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

/** A guild with its owner, a moderator (a rank with canDeleteMessages) and a plain member. */
async function guildWithModerator() {
  const owner = await signUpPlayer(t);
  await setGold(t, owner.user.id, 10_000);
  const created = await call(owner, "POST", "/api/guilds", {
    name: `Mods ${Math.random().toString(36).slice(2, 8)}`,
    description: "x",
    insignia: "🛡️",
    ownerRankName: "Boss",
  });
  expect(created.statusCode, created.body).toBe(201);
  const guildId = created.json().guild.id as string;
  const [moderator, member] = [await signUpPlayer(t), await signUpPlayer(t)];
  for (const h of [moderator, member]) {
    expect((await call(h, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
  }
  const rank = await t.db.execute(
    sql`INSERT INTO guild_ranks (guild_id, name, color, permission_level, can_delete_messages)
        VALUES (${guildId}, 'Moderator', '#888888', 2, true) RETURNING id`,
  );
  await t.db.execute(
    sql`UPDATE guild_members SET rank_id = ${rank.rows[0]?.id as string} WHERE user_id = ${moderator.user.id}`,
  );
  return { owner, moderator, member, guildId };
}

async function sayInGuild(socket: TestSocket, author: Hunter, content: string) {
  socket.send({ type: "chat", data: { content, type: "guild" } });
  const heard = await socket.next(
    (m) =>
      m.type === "newMessage" &&
      m.userId === author.user.id &&
      (m.message as { content: string }).content === content,
  );
  return (heard.message as { id: string }).id;
}

describe("guild chat deletion", () => {
  it("a rank with canDeleteMessages deletes a message, live for everyone in the guild chat", async () => {
    const { moderator, member, guildId } = await guildWithModerator();
    const [modSocket, memberSocket] = [await connect(moderator), await connect(member)];
    const id = await sayInGuild(memberSocket, member, "spam spam spam");
    await modSocket.next((m) => m.type === "newMessage" && m.userId === member.user.id);

    const deleted = await call(moderator, "DELETE", `/api/guild/chat/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe("Message deleted.");
    for (const socket of [modSocket, memberSocket]) {
      expect(await socket.next((m) => m.type === "chatMessageDeleted")).toEqual({
        type: "chatMessageDeleted",
        userId: moderator.user.id,
        guildId,
        messageId: id,
      });
    }
    const history = (await call(member, "GET", "/api/chat/guild")).json() as { id: string }[];
    expect(history.map((m) => m.id)).not.toContain(id);
    modSocket.close();
    memberSocket.close();
  });

  it("refuses a member without the power, a message of another room, and an outsider", async () => {
    const { owner, member } = await guildWithModerator();
    const ownerSocket = await connect(owner);
    const id = await sayInGuild(ownerSocket, owner, "rules: be kind");

    const plain = await call(member, "DELETE", `/api/guild/chat/${id}`);
    expect(plain.statusCode).toBe(403);
    ownerSocket.send({ type: "chat", data: { content: "regional words", type: "regional" } });
    const regional = await ownerSocket.next(
      (m) => m.type === "newMessage" && m.chatType === "regional" && m.userId === owner.user.id,
    );
    const other = await call(
      owner,
      "DELETE",
      `/api/guild/chat/${(regional.message as { id: string }).id}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("That message does not exist.");
    const outsider = await signUpPlayer(t);
    expect((await call(outsider, "DELETE", `/api/guild/chat/${id}`)).statusCode).toBe(403);
    expect((await call(owner, "DELETE", "/api/guild/chat/not-an-id")).statusCode).toBe(400);
    const still = (await call(owner, "GET", "/api/chat/guild")).json() as { id: string }[];
    expect(still.map((m) => m.id)).toContain(id);
    ownerSocket.close();
  });
});
