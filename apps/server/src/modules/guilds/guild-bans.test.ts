import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function call(hunter: Hunter, method: string, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { cookie: hunter.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function newGuild() {
  const owner = await signUpPlayer(t);
  await setGold(t, owner.user.id, 10_000);
  const res = await call(owner, "POST", "/api/guilds", {
    name: `Bans ${Math.random().toString(36).slice(2, 9)}`,
    description: "We lift",
    insignia: "🛡️",
    ownerRankName: "Shadow Monarch",
  });
  expect(res.statusCode, res.body).toBe(201);
  return { owner, guildId: res.json().guild.id as string };
}

/** A hunter who joined the guild from its list, then was given the rank of `level`. */
async function memberAt(guildId: string, level: number) {
  const h = await signUpPlayer(t);
  expect((await call(h, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
  await t.db.execute(sql`
    UPDATE guild_members SET rank_id = (
      SELECT id FROM guild_ranks WHERE guild_id = ${guildId} AND permission_level = ${level} LIMIT 1
    ) WHERE user_id = ${h.user.id}`);
  return h;
}

async function kickedMember() {
  const { owner, guildId } = await newGuild();
  const member = await memberAt(guildId, 0);
  const kick = await call(owner, "POST", `/api/guild/kick/${member.user.id}`);
  expect(kick.statusCode, kick.body).toBe(200);
  expect(kick.json().message).toBe("Member Kicked");
  return { owner, guildId, member };
}

describe("a kick keeps the hunter out", () => {
  it("refuses the kicked hunter's join from the list with a readable 403", async () => {
    const { guildId, member } = await kickedMember();
    const join = await call(member, "POST", "/api/guilds/join", { guildId });
    expect(join.statusCode).toBe(403);
    expect(join.json().message).toMatch(/kicked from this guild.*invitation/);
    expect((await call(member, "GET", "/api/guild/my-guild")).json().guild).toBeNull();
  });

  it("tells the kicked hunter in their bell", async () => {
    const { member } = await kickedMember();
    const bell = (await call(member, "GET", "/api/notifications")).json() as {
      type: string;
      title: string;
      isRead: boolean;
    }[];
    expect(bell).toContainEqual(
      expect.objectContaining({ type: "guild_kick", title: "Kicked from Guild", isRead: false }),
    );
  });

  it("lets the hunter back when they accept an invitation from the guild, and lifts the ban", async () => {
    const { owner, guildId, member } = await kickedMember();
    expect(
      (await call(owner, "POST", "/api/guild/invite", { inviteeId: member.user.id })).statusCode,
    ).toBe(200);
    const invitation = await t.db.execute(
      sql`SELECT id FROM guild_invitations WHERE invitee_id = ${member.user.id} AND status = 'pending'`,
    );
    const accept = await call(
      member,
      "POST",
      `/api/guild/invitations/${invitation.rows[0]?.id as string}/accept`,
    );
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await call(owner, "GET", "/api/guild/bans")).json()).toEqual([]);
    // Leaving afterwards is not a kick: the list lets them in again.
    expect((await call(member, "DELETE", "/api/guild/leave")).statusCode).toBe(200);
    expect((await call(member, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
  });

  it("many kicks and joins at once leave one ban and the hunter outside", async () => {
    const { owner, guildId } = await newGuild();
    const admin = await memberAt(guildId, 2);
    const member = await memberAt(guildId, 0);
    const replies = await Promise.all([
      call(owner, "POST", `/api/guild/kick/${member.user.id}`),
      call(admin, "POST", `/api/guild/kick/${member.user.id}`),
      call(member, "POST", "/api/guilds/join", { guildId }),
      call(owner, "POST", `/api/guild/kick/${member.user.id}`),
    ]);
    for (const r of replies) expect(r.statusCode).toBeLessThan(500);
    expect(replies.filter((r) => r.json().message === "Member Kicked")).toHaveLength(1);
    expect((await call(owner, "GET", "/api/guild/bans")).json()).toHaveLength(1);
    expect((await call(member, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(403);
  });
});

describe("the bans list", () => {
  it("shows the ban to an officer who may kick, who lifts it; the hunter may join again", async () => {
    const { guildId, member } = await kickedMember();
    const admin = await memberAt(guildId, 2);
    const bans = await call(admin, "GET", "/api/guild/bans");
    expect(bans.statusCode).toBe(200);
    expect(bans.json()).toEqual([
      expect.objectContaining({ userId: member.user.id, hunterName: member.user.hunterName }),
    ]);
    const unban = await call(admin, "DELETE", `/api/guild/bans/${member.user.id}`);
    expect(unban.statusCode, unban.body).toBe(200);
    expect((await call(admin, "GET", "/api/guild/bans")).json()).toEqual([]);
    expect((await call(member, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
  });

  it("refuses a member whose rank may not kick: 403 to read or lift", async () => {
    const { guildId, member } = await kickedMember();
    const moderator = await memberAt(guildId, 1);
    expect((await call(moderator, "GET", "/api/guild/bans")).statusCode).toBe(403);
    const unban = await call(moderator, "DELETE", `/api/guild/bans/${member.user.id}`);
    expect(unban.statusCode).toBe(403);
    expect(unban.json().message).toBe("Your guild rank does not allow that.");
    expect((await call(member, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(403);
  });

  it("answers 404 for lifting a ban that does not exist", async () => {
    const { owner } = await newGuild();
    const stranger = await signUpPlayer(t);
    const res = await call(owner, "DELETE", `/api/guild/bans/${stranger.user.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("That hunter is not banned from your guild.");
  });
});
