import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const call = (hunter: Hunter, method: string, url: string, payload?: unknown) =>
  asHunter(t, hunter, method, url, payload);

async function setLevel(guildId: string, userId: string, level: number) {
  const rank = await t.db.execute(
    sql`SELECT id FROM guild_ranks WHERE guild_id = ${guildId} AND permission_level = ${level} LIMIT 1`,
  );
  await t.db.execute(
    sql`UPDATE guild_members SET rank_id = ${rank.rows[0]?.id as string} WHERE user_id = ${userId}`,
  );
}

/** A guild, a level-1 sender in it, and an invitation from the sender to a stranger. */
async function invitationFromMember() {
  const owner = await signUpPlayer(t);
  await setGold(t, owner.user.id, 10_000);
  const created = await call(owner, "POST", "/api/guilds", {
    name: `Invites ${Math.random().toString(36).slice(2, 9)}`,
    insignia: "🛡️",
  });
  const guildId = created.json().guild.id as string;
  const sender = await signUpPlayer(t);
  expect((await call(sender, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
  await setLevel(guildId, sender.user.id, 1);
  const invitee = await signUpPlayer(t);
  expect(
    (await call(sender, "POST", "/api/guild/invite", { inviteeId: invitee.user.id })).statusCode,
  ).toBe(200);
  const notice = (await call(invitee, "GET", "/api/notifications"))
    .json()
    .find((n: { type: string }) => n.type === "guild_invite");
  return { owner, guildId, sender, invitee, id: notice.data.invitationId as string };
}

async function noticeCount(invitee: Hunter): Promise<number> {
  const all = (await call(invitee, "GET", "/api/notifications")).json();
  return all.filter((n: { type: string }) => n.type === "guild_invite").length;
}

async function guildOf(hunter: Hunter): Promise<string | null> {
  const rows = await t.db.execute(sql`SELECT guild_id FROM users WHERE id = ${hunter.user.id}`);
  return (rows.rows[0]?.guild_id as string | null) ?? null;
}

describe("a guild invitation dies with its reason (issue 25)", () => {
  it("its sender left the guild: the bell says Expired at once; a stale Accept is a 410", async () => {
    const { sender, invitee, id } = await invitationFromMember();
    expect((await call(sender, "DELETE", "/api/guild/leave")).statusCode).toBe(200);
    const notice = (await call(invitee, "GET", "/api/notifications"))
      .json()
      .find((n: { type: string }) => n.type === "guild_invite");
    expect(notice).toMatchObject({ resolution: "expired", isRead: true });
    const reply = await call(invitee, "POST", `/api/guild/invitations/${id}/accept`);
    expect(reply.statusCode).toBe(410);
    expect(reply.json()).toEqual({ code: "gone", message: "This invitation has expired." });
    expect(await guildOf(invitee)).toBeNull();
    expect(await noticeCount(invitee)).toBe(0);
    expect((await call(invitee, "POST", `/api/guild/invitations/${id}/accept`)).statusCode).toBe(
      404,
    );
  });

  it("its sender was kicked: the invitation goes and the bell says Expired", async () => {
    const { owner, sender, invitee, id } = await invitationFromMember();
    expect((await call(owner, "POST", `/api/guild/kick/${sender.user.id}`)).statusCode).toBe(200);
    const notice = (await call(invitee, "GET", "/api/notifications"))
      .json()
      .find((n: { type: string }) => n.type === "guild_invite");
    expect(notice).toMatchObject({ resolution: "expired", isRead: true });
    const rows = await t.db.execute(sql`SELECT 1 FROM guild_invitations WHERE id = ${id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it("its sender lost the right to invite: 410 on any answer, the notification goes", async () => {
    const { guildId, sender, invitee, id } = await invitationFromMember();
    await setLevel(guildId, sender.user.id, 0);
    const reply = await call(invitee, "POST", `/api/guild/invitations/${id}/respond`, {
      status: "declined",
    });
    expect(reply.statusCode).toBe(410);
    expect(reply.json().message).toBe(
      "This invitation has expired: its sender may no longer invite to the guild.",
    );
    expect(await noticeCount(invitee)).toBe(0);
  });

  it("the guild is full: 409, no membership, the notification goes", async () => {
    const { guildId, invitee, id } = await invitationFromMember();
    // 48 more members (with the owner and the sender: 50), written directly for speed.
    await t.db.execute(sql`
      WITH fresh AS (
        INSERT INTO users (email, password_hash, hunter_name, hunter_name_key)
        SELECT 'filler-' || g || '-' || ${guildId} || '@example.com', 'x',
               'Filler ' || g || ' ' || ${guildId}, 'filler ' || g || ' ' || ${guildId}
        FROM generate_series(1, 48) AS g RETURNING id)
      INSERT INTO guild_members (user_id, guild_id, rank_id)
      SELECT id, ${guildId}, (SELECT id FROM guild_ranks WHERE guild_id = ${guildId}
        AND permission_level = 0 LIMIT 1) FROM fresh`);
    const reply = await call(invitee, "POST", `/api/guild/invitations/${id}/accept`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ code: "conflict", message: "That guild is full." });
    expect(await guildOf(invitee)).toBeNull();
    expect(await noticeCount(invitee)).toBe(0);
  });

  it("the guild is gone: 410, the notification goes", async () => {
    const { guildId, invitee, id } = await invitationFromMember();
    await t.db.execute(sql`UPDATE users SET guild_id = NULL WHERE guild_id = ${guildId}`);
    await t.db.execute(sql`DELETE FROM guilds WHERE id = ${guildId}`);
    const reply = await call(invitee, "POST", `/api/guild/invitations/${id}/accept`);
    expect(reply.statusCode).toBe(410);
    expect(reply.json().message).toBe("This invitation has expired.");
    expect(await noticeCount(invitee)).toBe(0);
  });

  it("a sender leaving while the invitee accepts: joined before, or refused and cleaned", async () => {
    for (let round = 0; round < 4; round++) {
      const { guildId, sender, invitee, id } = await invitationFromMember();
      const [, answer] = await Promise.all([
        call(sender, "DELETE", "/api/guild/leave"),
        call(invitee, "POST", `/api/guild/invitations/${id}/accept`),
      ]);
      expect([200, 410]).toContain(answer.statusCode);
      if (answer.statusCode === 200) expect(await guildOf(invitee)).toBe(guildId);
      else {
        expect(await guildOf(invitee)).toBeNull();
        expect(await noticeCount(invitee)).toBe(0);
      }
    }
  });
});
