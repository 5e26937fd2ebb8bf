import type { MyGuildReply } from "@repgate/contracts/guilds";
import { INSIGNIA_UPLOAD_LIMIT_BYTES, memberDisplayName } from "@repgate/contracts/guilds";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { goldOf, setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditOne } from "../../test/wallet-helpers.ts";
import { shareXpWithGuild } from "./xp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function call(hunter: Hunter | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: hunter ? { cookie: hunter.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function newOwner(name?: string) {
  const owner = await signUpPlayer(t);
  await setGold(t, owner.user.id, 10_000);
  const res = await call(owner, "POST", "/api/guilds", {
    name: name ?? `Guild ${Math.random().toString(36).slice(2, 9)}`,
    description: "We lift",
    insignia: "🛡️",
    ownerRankName: "Shadow Monarch",
  });
  expect(res.statusCode, res.body).toBe(201);
  return { owner, guildId: res.json().guild.id as string };
}

async function pngDataUrl(width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

async function myGuild(h: Hunter): Promise<MyGuildReply> {
  return (await call(h, "GET", "/api/guild/my-guild")).json();
}

async function memberAt(guildId: string, level: number | "fresh") {
  const h = await signUpPlayer(t);
  expect((await call(h, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
  if (level === "fresh") return h;
  const rank = await t.db.execute(
    sql`SELECT id FROM guild_ranks WHERE guild_id = ${guildId} AND permission_level = ${level} LIMIT 1`,
  );
  await t.db.execute(
    sql`UPDATE guild_members SET rank_id = ${rank.rows[0]?.id as string} WHERE user_id = ${h.user.id}`,
  );
  return h;
}

describe("guild creation", () => {
  it("costs 10,000 gold once, makes default ranks and the creator's top rank", async () => {
    const { owner } = await newOwner();
    expect(await goldOf(t, owner.user.id)).toBe(0);
    const audit = await auditOne(t.db, owner.user.id);
    expect(audit.gold).toBe(audit.goldLedger);
    const mine = await myGuild(owner);
    expect(mine.ranks.map((r) => [r.name, r.permissionLevel])).toEqual([
      ["Shadow Monarch", 4],
      ["Admin", 2],
      ["Moderator", 1],
      ["Member", 0],
    ]);
    const admin = mine.ranks.find((r) => r.name === "Admin");
    expect(admin).toMatchObject({
      canDeleteMessages: true,
      canSendAnnouncements: true,
      canKickMembers: true,
      canEditGuild: false,
    });
    expect(mine.ranks.find((r) => r.name === "Moderator")).toMatchObject({
      canDeleteMessages: true,
      canSendAnnouncements: false,
    });
    expect(mine.myRank?.permissionLevel).toBe(4);
    expect(mine.guild).toMatchObject({
      level: 1,
      experience: 0,
      memberCount: 1,
      leaderId: owner.user.id,
    });
  });

  it("refuses short gold with the spec's message", async () => {
    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 9_999);
    const res = await call(h, "POST", "/api/guilds", { name: "Poor", insignia: "🛡️" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Insufficient Gold: You need 10,000 gold to create a guild.");
    expect(await goldOf(t, h.user.id)).toBe(9_999);
  });

  it("10 simultaneous creations with an image each, gold for one: one guild, one payment, one insignia", async () => {
    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 10_000);
    const image = await pngDataUrl(96, 96);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(h, "POST", "/api/guilds", {
          name: `Race img ${h.user.id.slice(0, 8)} ${i}`,
          insignia: image,
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(await goldOf(t, h.user.id)).toBe(0);
    const counts = await t.db.execute(
      sql`SELECT
        (SELECT count(*)::int FROM guilds WHERE leader_id = ${h.user.id}) AS guilds,
        (SELECT count(*)::int FROM ledger_entries WHERE user_id = ${h.user.id} AND reason = 'guild_creation') AS paid,
        (SELECT count(*)::int FROM guild_insignias WHERE uploader_id = ${h.user.id}) AS insignias`,
    );
    // The losers' insignia rows rolled back with them.
    expect(counts.rows[0]).toEqual({ guilds: 1, paid: 1, insignias: 1 });
    const audit = await auditOne(t.db, h.user.id);
    expect(audit.gold).toBe(audit.goldLedger);
  });

  it("10 simultaneous creations with gold for one make one guild and one payment", async () => {
    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 10_000);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(h, "POST", "/api/guilds", {
          name: `Race ${h.user.id.slice(0, 8)} ${i}`,
          insignia: "🛡️",
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(await goldOf(t, h.user.id)).toBe(0);
    const count = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM guilds WHERE leader_id = ${h.user.id}`,
    );
    expect(count.rows[0]?.n).toBe(1);
    const paid = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = ${h.user.id} AND reason = 'guild_creation'`,
    );
    expect(paid.rows[0]?.n).toBe(1);
  });

  it("takes the insignia as an image in the creation call, re-encoded as an upload is", async () => {
    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 10_000);
    const res = await call(h, "POST", "/api/guilds", {
      name: `Img ${h.user.id.slice(0, 8)}`,
      insignia: await pngDataUrl(300, 200),
      ownerRankName: "Founder",
      customRanks: [{ name: "Recruit", color: "#22c55e", permissionLevel: 0 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const insignia = res.json().guild.insignia as string;
    expect(insignia).toMatch(/^\/media\/guild-insignia\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ url: insignia });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 128,
      height: 128,
    });
    expect(await goldOf(t, h.user.id)).toBe(0);
    expect((await myGuild(h)).guild?.insignia).toBe(insignia);
  });

  it("keeps a path an upload answered, and the default emoji, on either creation call", async () => {
    const h = await signUpPlayer(t);
    const uploaded = await call(h, "POST", "/api/guilds/insignia", {
      image: await pngDataUrl(64, 64),
    });
    await setGold(t, h.user.id, 10_000);
    const wizard = await call(h, "POST", "/api/guilds", {
      name: `Path ${h.user.id.slice(0, 8)}`,
      insignia: uploaded.json().insignia,
    });
    expect(wizard.statusCode, wizard.body).toBe(201);
    expect(wizard.json().guild.insignia).toBe(uploaded.json().insignia);

    const simple = await signUpPlayer(t);
    await setGold(t, simple.user.id, 10_000);
    const emoji = await call(simple, "POST", "/api/guild", {
      name: `Emoji ${simple.user.id.slice(0, 8)}`,
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().guild.insignia).toBe("🛡️");
  });

  it("refuses any other insignia with a 400 and charges nothing", async () => {
    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 10_000);
    const svg = `data:image/svg+xml;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`;
    const refused: [unknown, string][] = [
      ["/api/logout", "Invalid File: Please upload an image file."],
      ["/api/guilds/insignia", "Invalid File: Please upload an image file."],
      ["https://example.com/a.png", "Invalid File: Please upload an image file."],
      ["javascript:alert(1)", "Invalid File: Please upload an image file."],
      ["⚔️", "Invalid File: Please upload an image file."],
      ["/media/guild-insignia/x.webp", "Invalid File: Please upload an image file."],
      ["/media/guild-insignia/../../api/logout", "Invalid File: Please upload an image file."],
      [svg, "Invalid File: Please upload an image file."],
      ["data:text/html;base64,PGgxPmhpPC9oMT4=", "Invalid File: Please upload an image file."],
      [42, "Invalid File: Please upload an image file."],
      ["  ", "Please upload an insignia."],
      [
        "/media/guild-insignia/6f9619ff-8b86-4d01-b42d-00c04fc964ff.webp",
        "That insignia was not uploaded here. Upload it again.",
      ],
    ];
    for (const [insignia, message] of refused) {
      for (const url of ["/api/guilds", "/api/guild"]) {
        const res = await call(h, "POST", url, { name: `No ${h.user.id.slice(0, 8)}`, insignia });
        expect(res.statusCode, `${url} ${String(insignia)}`).toBe(400);
        expect(res.json().message, `${url} ${String(insignia)}`).toBe(message);
      }
    }
    expect(await goldOf(t, h.user.id)).toBe(10_000);
    expect((await myGuild(h)).guild).toBeNull();
    const stored = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM guild_insignias WHERE uploader_id = ${h.user.id}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it("has the upload's size limit: a body over it is refused alike by both", async () => {
    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 10_000);
    const huge = `data:image/png;base64,${"A".repeat(INSIGNIA_UPLOAD_LIMIT_BYTES)}`;
    const upload = await call(h, "POST", "/api/guilds/insignia", { image: huge });
    const create = await call(h, "POST", "/api/guilds", { name: "Huge", insignia: huge });
    expect(upload.statusCode).toBe(413);
    expect(create.statusCode).toBe(413);
    expect(create.json().message).toBe(upload.json().message);
    // Just under the limit, the body is read and the image judged (here: not one).
    const big = `data:image/png;base64,${"A".repeat(INSIGNIA_UPLOAD_LIMIT_BYTES - 1024)}`;
    const judged = await call(h, "POST", "/api/guilds", { name: "Big", insignia: big });
    expect(judged.statusCode).toBe(400);
    expect(judged.json().message).toBe("Invalid File: Please upload an image file.");
    expect(await goldOf(t, h.user.id)).toBe(10_000);
  });

  it("refuses Edit Guild on a rank below level 3 ('Requires Level 3')", async () => {
    const h = await signUpPlayer(t);
    await setGold(t, h.user.id, 10_000);
    const res = await call(h, "POST", "/api/guilds", {
      name: `Lvl ${h.user.id.slice(0, 8)}`,
      insignia: "🛡️",
      customRanks: [{ name: "Bad", color: "#ffffff", permissionLevel: 2, canEditGuild: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Requires Level 3/);
  });
});

describe("membership", () => {
  it("join, leave (not the owner), member list with names", async () => {
    const { owner, guildId } = await newOwner();
    const available = (await call(await signUpPlayer(t), "GET", "/api/guilds/available")).json();
    expect(available.some((g: { id: string }) => g.id === guildId)).toBe(true);
    const m = await memberAt(guildId, "fresh");
    const mine = await myGuild(m);
    expect(mine.members).toHaveLength(2);
    expect(mine.myRank?.name).toBe("Member");
    expect((await call(owner, "DELETE", "/api/guild/leave")).statusCode).toBe(409);
    const left = await call(m, "DELETE", "/api/guild/leave");
    expect(left.json().message).toBe("Left Guild");
    expect((await myGuild(m)).guild).toBeNull();
  });

  it("uses the spec's name fallback", () => {
    expect(memberDisplayName({ hunterName: "Jin" })).toBe("Jin");
    expect(memberDisplayName({ hunterName: " ", username: "jw" })).toBe("jw");
    expect(memberDisplayName({ firstName: "Sung", lastName: "Jinwoo" })).toBe("Sung Jinwoo");
    expect(memberDisplayName({})).toBe("Unknown Hunter");
  });

  it("racing joins by one hunter into two guilds: one membership", async () => {
    const a = await newOwner();
    const b = await newOwner();
    const h = await signUpPlayer(t);
    const replies = await Promise.all(
      [a.guildId, b.guildId, a.guildId, b.guildId].map((guildId) =>
        call(h, "POST", "/api/guilds/join", { guildId }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  });

  it("racing kicks and a leave: the member leaves once, nothing 5xx", async () => {
    const { owner, guildId } = await newOwner();
    const admin = await memberAt(guildId, 2);
    const m = await memberAt(guildId, "fresh");
    const replies = await Promise.all([
      call(owner, "POST", `/api/guild/kick/${m.user.id}`),
      call(admin, "POST", `/api/guild/kick/${m.user.id}`),
      call(m, "DELETE", "/api/guild/leave"),
      call(owner, "POST", `/api/guild/kick/${m.user.id}`),
    ]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.every((r) => r.statusCode < 500)).toBe(true);
    expect((await myGuild(m)).guild).toBeNull();
  });

  it("invitations: a guild_invite notification; only the invitee answers", async () => {
    const { owner, guildId } = await newOwner();
    const invitee = await signUpPlayer(t);
    const stranger = await signUpPlayer(t);
    expect(
      (await call(owner, "POST", "/api/guild/invite", { inviteeId: invitee.user.id })).statusCode,
    ).toBe(200);
    const notes = (await call(invitee, "GET", "/api/notifications")).json();
    const note = notes.find((n: { type: string }) => n.type === "guild_invite");
    expect(note).toBeTruthy();
    const id = note.data.invitationId;
    expect((await call(stranger, "POST", `/api/guild/invitations/${id}/accept`)).statusCode).toBe(
      404,
    );
    expect((await call(invitee, "POST", `/api/guild/invitations/${id}/accept`)).statusCode).toBe(
      200,
    );
    expect((await myGuild(invitee)).guild?.id).toBe(guildId);
    expect((await call(invitee, "POST", `/api/guild/invitations/${id}/decline`)).statusCode).toBe(
      409,
    );
  });

  it("invitations answered by the spec's respond call follow the same rules", async () => {
    const { owner, guildId } = await newOwner();
    const invite = async (h: Hunter) => {
      await call(owner, "POST", "/api/guild/invite", { inviteeId: h.user.id });
      const notes = (await call(h, "GET", "/api/notifications")).json();
      return notes.find((n: { type: string }) => n.type === "guild_invite").data
        .invitationId as string;
    };
    const respond = (h: Hunter, id: string, payload: unknown) =>
      call(h, "POST", `/api/guild/invitations/${id}/respond`, payload);

    const decliner = await signUpPlayer(t);
    const declined = await invite(decliner);
    for (const bad of [{}, { status: "yes" }, { status: "ACCEPTED" }, { accepted: true }]) {
      const res = await respond(decliner, declined, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(
        'Answer the invitation with status "accepted" or "declined".',
      );
    }
    const no = await respond(decliner, declined, { status: "declined" });
    expect(no.json()).toEqual({ message: "Invitation declined." });
    expect((await myGuild(decliner)).guild).toBeNull();
    // Answered once, whichever call answers again.
    expect((await respond(decliner, declined, { status: "accepted" })).statusCode).toBe(409);
    expect(
      (await call(decliner, "POST", `/api/guild/invitations/${declined}/accept`)).statusCode,
    ).toBe(409);

    const joiner = await signUpPlayer(t);
    const accepted = await invite(joiner);
    expect(
      (await respond(await signUpPlayer(t), accepted, { status: "accepted" })).statusCode,
    ).toBe(404);
    const racing = await Promise.all([
      respond(joiner, accepted, { status: "accepted" }),
      respond(joiner, accepted, { status: "declined" }),
      call(joiner, "POST", `/api/guild/invitations/${accepted}/accept`),
    ]);
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(racing.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const joined = racing.find((r) => r.statusCode === 200)?.json().message as string;
    expect((await myGuild(joiner)).guild?.id ?? null).toBe(
      joined === "Invitation declined." ? null : guildId,
    );
  });
});

describe("settings", () => {
  it("rename costs 500 once, must differ and be non-blank", async () => {
    const { owner } = await newOwner();
    const mine = await myGuild(owner);
    expect((await call(owner, "PUT", "/api/guild/name", { name: "New" })).json().message).toBe(
      "You need 500 gold to change the guild name.",
    );
    await setGold(t, owner.user.id, 600);
    expect(
      (await call(owner, "PUT", "/api/guild/name", { name: mine.guild?.name })).statusCode,
    ).toBe(400);
    expect((await call(owner, "PUT", "/api/guild/name", { name: "  " })).statusCode).toBe(400);
    const ok = await call(owner, "PUT", "/api/guild/name", {
      name: `Renamed ${owner.user.id.slice(0, 6)}`,
    });
    expect(ok.json()).toMatchObject({ message: "Guild Name Updated", gold: 100 });
  });

  it("announcements are at most 500 characters", async () => {
    const { owner } = await newOwner();
    expect(
      (await call(owner, "POST", "/api/guild/announcement", { message: "x".repeat(501) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(owner, "POST", "/api/guild/announcement", { message: "Raid at 8" })).statusCode,
    ).toBe(200);
    expect((await myGuild(owner)).announcements[0]).toMatchObject({ message: "Raid at 8" });
  });

  it("the owner rank is untouchable and levels are the owner's to set", async () => {
    const { owner, guildId } = await newOwner();
    const ranks = (await myGuild(owner)).ranks;
    const ownerRank = ranks.find((r) => r.permissionLevel === 4);
    expect(
      (await call(owner, "PATCH", `/api/guild/ranks/${ownerRank?.id}`, { name: "X" })).statusCode,
    ).toBe(403);
    expect((await call(owner, "DELETE", `/api/guild/ranks/${ownerRank?.id}`)).statusCode).toBe(403);
    const created = await call(owner, "POST", "/api/guild/ranks", {
      name: "Officer",
      color: "#22c55e",
      permissionLevel: 3,
      canEditGuild: true,
      canManageRanks: true,
    });
    expect(created.statusCode).toBe(201);
    const officer = await memberAt(guildId, 3);
    const memberRank = ranks.find((r) => r.permissionLevel === 0);
    expect(
      (await call(officer, "PATCH", `/api/guild/ranks/${memberRank?.id}`, { permissionLevel: 2 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(officer, "PATCH", `/api/guild/ranks/${memberRank?.id}`, { name: "Recruit" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(owner, "PATCH", `/api/guild/ranks/${memberRank?.id}`, { canEditGuild: true }))
        .statusCode,
    ).toBe(400);
  });

  it("insignia: an image is re-encoded to WebP and served by us; other files are refused", async () => {
    const h = await signUpPlayer(t);
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#ff0000" },
    })
      .png()
      .toBuffer();
    const res = await call(h, "POST", "/api/guilds/insignia", {
      image: `data:image/png;base64,${png.toString("base64")}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ url: res.json().insignia });
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 128, height: 128 });
    const bad = await call(h, "POST", "/api/guilds/insignia", {
      image: `data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid File: Please upload an image file.");
  });

  it("guild XP is a tenth of members' XP", async () => {
    const { owner } = await newOwner();
    await inTransaction(t.db, (tx) => shareXpWithGuild(tx, owner.user.id, 12_345));
    // 1,234 guild XP: level 1 needs 1,000, so level 2 with 234 towards the next 2,000.
    expect((await myGuild(owner)).guild).toMatchObject({ level: 2, experience: 234 });
    await inTransaction(t.db, (tx) => shareXpWithGuild(tx, owner.user.id, 20_000));
    expect((await myGuild(owner)).guild).toMatchObject({ level: 3, experience: 234 });
  });
});

type Who = "owner" | "l3" | "l2" | "l1" | "l0" | "other" | "stranger";
describe("authorization matrix", () => {
  // Expected success per actor; each acts on a fresh level-0 target (or on the level-0 rank).
  // "other" owns another guild: the routes without an id act on their own guild (allowed, and
  // this guild is untouched); the routes naming this guild's member or rank are refused.
  const matrix: Record<string, Record<Who, boolean>> = {
    announce: {
      owner: true,
      l3: false,
      l2: true,
      l1: false,
      l0: false,
      other: true,
      stranger: false,
    },
    kick: { owner: true, l3: true, l2: true, l1: false, l0: false, other: false, stranger: false },
    rename: {
      owner: true,
      l3: true,
      l2: false,
      l1: false,
      l0: false,
      other: true,
      stranger: false,
    },
    describe: {
      owner: true,
      l3: true,
      l2: false,
      l1: false,
      l0: false,
      other: true,
      stranger: false,
    },
    createRank: {
      owner: true,
      l3: true,
      l2: false,
      l1: false,
      l0: false,
      other: true,
      stranger: false,
    },
    updateRank: {
      owner: true,
      l3: true,
      l2: false,
      l1: false,
      l0: false,
      other: false,
      stranger: false,
    },
    deleteRank: {
      owner: true,
      l3: true,
      l2: false,
      l1: false,
      l0: false,
      other: false,
      stranger: false,
    },
    memberRank: {
      owner: true,
      l3: true,
      l2: false,
      l1: false,
      l0: false,
      other: false,
      stranger: false,
    },
    invite: { owner: true, l3: true, l2: true, l1: true, l0: false, other: true, stranger: false },
  };

  for (const [action, expected] of Object.entries(matrix)) {
    it(`${action}: owner, every rank level, another guild's member, a stranger`, async () => {
      const { owner, guildId } = await newOwner();
      // A level-3 rank with every flag, so that level 3 stands for "a full officer".
      const l3rank = await call(owner, "POST", "/api/guild/ranks", {
        name: "Officer",
        color: "#22c55e",
        permissionLevel: 3,
        canKickMembers: true,
        canEditGuild: true,
        canManageRanks: true,
      });
      expect(l3rank.statusCode).toBe(201);
      const actors: Record<Who, Hunter> = {
        owner,
        l3: await memberAt(guildId, 3),
        l2: await memberAt(guildId, 2),
        l1: await memberAt(guildId, 1),
        l0: await memberAt(guildId, 0),
        other: (await newOwner()).owner,
        stranger: await signUpPlayer(t),
      };
      for (const who of Object.keys(actors) as Who[]) {
        const actor = actors[who];
        await setGold(t, actor.user.id, 500);
        const target = await memberAt(guildId, 0);
        const ranks = (await myGuild(owner)).ranks;
        const low = ranks.find((r) => r.permissionLevel === 1);
        const spare = await call(owner, "POST", "/api/guild/ranks", {
          name: "Spare",
          color: "#111111",
          permissionLevel: 0,
        });
        const spareId = spare.json().rank.id;
        const invitee = await signUpPlayer(t);
        const requests: Record<string, () => ReturnType<typeof call>> = {
          announce: () => call(actor, "POST", "/api/guild/announcement", { message: "hi" }),
          kick: () => call(actor, "POST", `/api/guild/kick/${target.user.id}`),
          rename: () => call(actor, "PUT", "/api/guild/name", { name: `N ${Math.random()}` }),
          describe: () => call(actor, "PUT", "/api/guild/description", { description: "d" }),
          createRank: () =>
            call(actor, "POST", "/api/guild/ranks", {
              name: "R",
              color: "#123456",
              permissionLevel: 0,
            }),
          updateRank: () =>
            call(actor, "PATCH", `/api/guild/ranks/${spareId}`, { name: "Renamed" }),
          deleteRank: () => call(actor, "DELETE", `/api/guild/ranks/${spareId}`),
          memberRank: () =>
            call(actor, "PATCH", "/api/guild/member-rank", {
              memberId: target.user.id,
              rankId: low?.id,
            }),
          invite: () => call(actor, "POST", "/api/guild/invite", { inviteeId: invitee.user.id }),
        };
        const res = await requests[action]?.();
        if (!res) throw new Error(action);
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        expect({ who, ok, body: ok ? "" : res.json().message }).toMatchObject({
          who,
          ok: expected[who],
        });
        if (!ok) expect([403, 404]).toContain(res.statusCode);
      }
      // Anonymous: 401 everywhere.
      expect(
        (await call(null, "POST", "/api/guild/announcement", { message: "x" })).statusCode,
      ).toBe(401);
    }, 60_000);
  }
});
