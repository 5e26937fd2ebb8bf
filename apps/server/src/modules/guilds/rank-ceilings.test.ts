import type { MyGuildReply } from "@repgate/contracts/guilds";
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

async function ranksOf(owner: Hunter): Promise<MyGuildReply["ranks"]> {
  return (await call(owner, "GET", "/api/guild/my-guild")).json().ranks;
}

async function rankCount(guildId: string): Promise<number> {
  const rows = await t.db.execute(
    sql`SELECT count(*)::int AS n FROM guild_ranks WHERE guild_id = ${guildId}`,
  );
  return rows.rows[0]?.n as number;
}

/** A guild whose "Officer" (level 3) may manage ranks, edit and kick, but not announce or delete. */
async function guildWithOfficer() {
  const owner = await signUpPlayer(t);
  await setGold(t, owner.user.id, 10_000);
  const created = await call(owner, "POST", "/api/guilds", {
    name: `Ranks ${Math.random().toString(36).slice(2, 9)}`,
    insignia: "🛡️",
  });
  expect(created.statusCode, created.body).toBe(201);
  const guildId = created.json().guild.id as string;
  const officerRank = await call(owner, "POST", "/api/guild/ranks", {
    name: "Officer",
    color: "#22c55e",
    permissionLevel: 3,
    canKickMembers: true,
    canEditGuild: true,
    canManageRanks: true,
  });
  expect(officerRank.statusCode).toBe(201);
  const join = async (rankId?: string) => {
    const h = await signUpPlayer(t);
    expect((await call(h, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
    if (rankId) {
      const set = await call(owner, "PATCH", "/api/guild/member-rank", {
        memberId: h.user.id,
        rankId,
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    return h;
  };
  const officerRankId = officerRank.json().rank.id as string;
  return { owner, guildId, officerRankId, officer: await join(officerRankId), join };
}

const rank = (fields: Record<string, unknown>) => ({
  name: "New",
  color: "#123456",
  permissionLevel: 0,
  ...fields,
});

describe("a rank manager stays within its own powers and level (issue 25)", () => {
  it.each([
    ["send announcements", { canSendAnnouncements: true }],
    ["delete messages", { canDeleteMessages: true }],
  ])("cannot create a rank that may %s: 403, nothing created", async (words, power) => {
    const { officer, guildId } = await guildWithOfficer();
    const before = await rankCount(guildId);
    const reply = await call(officer, "POST", "/api/guild/ranks", rank(power));
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({
      code: "forbidden",
      message: `Your rank cannot ${words}, so you cannot give that power to a rank.`,
    });
    expect(await rankCount(guildId)).toBe(before);
  });

  it("creates a rank with powers it holds, at level 0; never a higher level", async () => {
    const { officer } = await guildWithOfficer();
    const ok = await call(officer, "POST", "/api/guild/ranks", rank({ canKickMembers: true }));
    expect(ok.statusCode).toBe(201);
    const high = await call(officer, "POST", "/api/guild/ranks", rank({ permissionLevel: 3 }));
    expect(high.statusCode).toBe(403);
    expect(high.json().message).toBe("Only the guild owner sets permission levels.");
    const out = await call(officer, "POST", "/api/guild/ranks", rank({ permissionLevel: 4 }));
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toBe("Permission level is 0 to 3.");
  });

  it("cannot edit a rank into a power it lacks; may rename one the owner empowered", async () => {
    const { owner, officer } = await guildWithOfficer();
    const ranks = await ranksOf(owner);
    const member = ranks.find((r) => r.name === "Member");
    const moderator = ranks.find((r) => r.name === "Moderator");
    const grant = await call(officer, "PATCH", `/api/guild/ranks/${member?.id}`, {
      canSendAnnouncements: true,
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(
      "Your rank cannot send announcements, so you cannot give that power to a rank.",
    );
    expect((await ranksOf(owner)).find((r) => r.id === member?.id)).toEqual(member);
    const rename = await call(officer, "PATCH", `/api/guild/ranks/${moderator?.id}`, {
      name: "Warden",
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().rank).toMatchObject({ name: "Warden", canDeleteMessages: true });
    const raise = await call(officer, "PATCH", `/api/guild/ranks/${member?.id}`, {
      permissionLevel: 2,
    });
    expect(raise.statusCode).toBe(403);
  });

  it("cannot give a rank at or above its own level, nor re-rank its peers", async () => {
    const { owner, officer, officerRankId, join } = await guildWithOfficer();
    const member = await join();
    const ownerRank = (await ranksOf(owner)).find((r) => r.permissionLevel === 4);
    for (const rankId of [officerRankId, ownerRank?.id]) {
      const reply = await call(officer, "PATCH", "/api/guild/member-rank", {
        memberId: member.user.id,
        rankId,
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe("You can only give a rank below your own.");
    }
    const peer = await join(officerRankId);
    const admin = (await ranksOf(owner)).find((r) => r.name === "Admin");
    const demote = await call(officer, "PATCH", "/api/guild/member-rank", {
      memberId: peer.user.id,
      rankId: admin?.id,
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe("You can only change the rank of members below your own.");
    const promote = await call(officer, "PATCH", "/api/guild/member-rank", {
      memberId: member.user.id,
      rankId: admin?.id,
    });
    expect(promote.statusCode).toBe(200);
  });

  it("concurrent attempts to mint and hand out powers: every one refused, nothing changed", async () => {
    const { owner, officer, officerRankId, guildId, join } = await guildWithOfficer();
    const members = await Promise.all([join(), join(), join()]);
    const before = await rankCount(guildId);
    const ranksBefore = await ranksOf(owner);
    const replies = await Promise.all([
      ...["canSendAnnouncements", "canDeleteMessages"].map((flag) =>
        call(officer, "POST", "/api/guild/ranks", rank({ [flag]: true })),
      ),
      ...ranksBefore
        .filter((r) => r.permissionLevel < 3 && !r.canSendAnnouncements)
        .map((r) =>
          call(officer, "PATCH", `/api/guild/ranks/${r.id}`, { canSendAnnouncements: true }),
        ),
      ...members.map((m) =>
        call(officer, "PATCH", "/api/guild/member-rank", {
          memberId: m.user.id,
          rankId: officerRankId,
        }),
      ),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 403));
    expect(await rankCount(guildId)).toBe(before);
    expect(await ranksOf(owner)).toEqual(ranksBefore);
  });

  it("the owner may still give any power and level below its own", async () => {
    const { owner } = await guildWithOfficer();
    const reply = await call(
      owner,
      "POST",
      "/api/guild/ranks",
      rank({ permissionLevel: 2, canSendAnnouncements: true, canDeleteMessages: true }),
    );
    expect(reply.statusCode).toBe(201);
  });
});
