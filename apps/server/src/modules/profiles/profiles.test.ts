import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditOne, setBalance } from "../../test/wallet-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function send(
  hunter: Hunter,
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: hunter.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;

describe("GET /api/users/:userId", () => {
  it("shows another hunter's profile without email, gold or settings", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const reply = await send(a, "GET", `/api/users/${b.user.id}`);
    expect(reply.statusCode).toBe(200);
    const profile = reply.json();
    expect(profile).toMatchObject({
      id: b.user.id,
      hunterName: b.user.hunterName,
      inParty: false,
      inGuild: false,
      presence: "online",
    });
    expect(profile.achievements).toHaveLength(6);
    expect(profile).not.toHaveProperty("email");
    expect(profile).not.toHaveProperty("gold");
    expect(reply.body).not.toContain(b.email);
  });

  it("leaves out presence, party and guild when either hunter blocked the other (not for a mute)", async () => {
    const [subject, blocked, blocker, muter, stranger] = [
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
    ];
    const mark = async (by: Hunter, other: Hunter, kind: "block" | "mute") =>
      expect((await send(by, "PUT", `/api/blocks/${other.user.id}`, { kind })).statusCode).toBe(
        200,
      );
    await mark(subject, blocked, "block");
    await mark(blocker, subject, "block");
    await mark(subject, muter, "mute");
    const WHEREABOUTS = ["presence", "inParty", "inGuild"];
    for (const viewer of [blocked, blocker]) {
      const reply = await send(viewer, "GET", `/api/users/${subject.user.id}`);
      expect(reply.statusCode).toBe(200);
      const shown = reply.json();
      expect(shown).toMatchObject({ id: subject.user.id, hunterName: subject.user.hunterName });
      for (const field of WHEREABOUTS) expect(shown).not.toHaveProperty(field);
    }
    for (const viewer of [muter, stranger]) {
      const shown = (await send(viewer, "GET", `/api/users/${subject.user.id}`)).json();
      expect(shown).toMatchObject({ presence: "online", inParty: false, inGuild: false });
    }
    // The blocker still sees all of their own profile.
    const own = (await send(subject, "GET", `/api/users/${subject.user.id}`)).json();
    for (const field of WHEREABOUTS) expect(own).toHaveProperty(field);
  });

  it("says the spec's text for an unknown hunter", async () => {
    const a = await signUpPlayer(t);
    const reply = await send(a, "GET", "/api/users/00000000-0000-4000-8000-000000000000");
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe("The requested hunter profile could not be found.");
  });
});

describe("PATCH /api/user/profile", () => {
  it("renames, trimmed; blank and taken names are refused", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const renamed = await send(a, "PATCH", "/api/user/profile", { hunterName: "  Cha Haein  " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().hunterName).toBe("Cha Haein");
    const blank = await send(a, "PATCH", "/api/user/profile", { hunterName: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Hunter name cannot be empty.");
    const taken = await send(b, "PATCH", "/api/user/profile", { hunterName: "cha haein" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already taken/);
  });

  it("re-encodes an avatar to a 256 px WebP served from our own route", async () => {
    const a = await signUpPlayer(t);
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const reply = await send(a, "PATCH", "/api/user/profile", { profileImageUrl: dataUrl(png) });
    expect(reply.statusCode).toBe(200);
    const url: string = reply.json().profileImageUrl;
    expect(url).toMatch(new RegExp(`^/api/users/${a.user.id}/avatar\\?v=[0-9a-f]{16}$`));
    const image = await send(a, "GET", url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(image.rawPayload.equals(png)).toBe(false);
  });

  it("refuses a non-image, a crafted file and a file that only claims to be an image", async () => {
    const a = await signUpPlayer(t);
    const text = await send(a, "PATCH", "/api/user/profile", {
      profileImageUrl: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Please choose an image file");
    const html = Buffer.from("<svg onload=alert(1)></svg><script>alert(1)</script>");
    const crafted = await send(a, "PATCH", "/api/user/profile", {
      profileImageUrl: dataUrl(html, "image/png"),
    });
    expect(crafted.statusCode).toBe(400);
    expect(crafted.json().message).toBe("Please choose an image file");
    // A PNG header followed by garbage: a truncated, crafted file.
    const png = await sharp({
      create: { width: 10, height: 10, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    const truncated = Buffer.concat([
      png.subarray(0, 40),
      Buffer.from("<?php system($_GET[1]); ?>"),
    ]);
    const broken = await send(a, "PATCH", "/api/user/profile", {
      profileImageUrl: dataUrl(truncated),
    });
    expect(broken.statusCode).toBe(400);
    const me = await send(a, "GET", "/api/auth/user");
    expect(me.json().profileImageUrl).toBeNull();
  });

  it("takes no address but the hunter's own avatar's, and changes nothing when refused", async () => {
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: "#0a0" },
    })
      .png()
      .toBuffer();
    const own: string = (
      await send(a, "PATCH", "/api/user/profile", { profileImageUrl: dataUrl(png) })
    ).json().profileImageUrl;
    const others: string = (
      await send(b, "PATCH", "/api/user/profile", { profileImageUrl: dataUrl(png) })
    ).json().profileImageUrl;
    const refused = [
      "/api/logout",
      "/api/auth/logout",
      "https://evil.example/a.png",
      "//evil.example/a.png",
      "javascript:alert(1)",
      "blob:https://evil.example/1",
      "/media/insignia.webp",
      `${own}&next=/api/logout`,
      own.replace(/v=.*/, "v=0000000000000000"),
      others, // another hunter's real avatar
    ];
    for (const profileImageUrl of refused) {
      const reply = await send(a, "PATCH", "/api/user/profile", { profileImageUrl });
      expect(reply.statusCode, profileImageUrl).toBe(400);
      expect(reply.json().message, profileImageUrl).toMatch(/^Please choose an image file/);
    }
    const me = await send(a, "GET", "/api/auth/user");
    expect(me.json().profileImageUrl).toBe(own);
    // What a reply gave back keeps the picture.
    const kept = await send(a, "PATCH", "/api/user/profile", { profileImageUrl: own });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().profileImageUrl).toBe(own);
    // A hunter with no picture has no address to keep.
    const c = await signUpPlayer(t);
    const none = await send(c, "PATCH", "/api/user/profile", { profileImageUrl: own });
    expect(none.statusCode).toBe(400);
    expect((await send(c, "GET", "/api/auth/user")).json().profileImageUrl).toBeNull();
  });

  it("refuses a huge image: too many pixels (413) and a body over the limit (413)", async () => {
    const a = await signUpPlayer(t);
    // 10,000 x 10,000 of one colour compresses to a small PNG but is 100 megapixels.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await send(a, "PATCH", "/api/user/profile", { profileImageUrl: dataUrl(bomb) });
    expect(pixels.statusCode).toBe(413);
    const body = await send(a, "PATCH", "/api/user/profile", {
      profileImageUrl: `data:image/png;base64,${"A".repeat(13 * 1024 * 1024)}`,
    });
    expect(body.statusCode).toBe(413);
    expect(body.json().code).toBe("payload_too_large");
  });
});

describe("POST /api/user/reawaken", () => {
  it("needs 50,000 gold and says how much more", async () => {
    const a = await signUpPlayer(t);
    await setBalance(t.db, a.user.id, "gold", 49_000);
    const reply = await send(a, "POST", "/api/user/reawaken");
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe("You need 1,000 more gold to reawaken.");
  });

  it("fired many times at once pays once, resets rank and stats, keeps level and XP", async () => {
    const a = await signUpPlayer(t);
    await t.pool.query(
      "UPDATE users SET rank = 'B', strength = 40, level = 12, total_xp = 9000 WHERE id = $1",
      [a.user.id],
    );
    await setBalance(t.db, a.user.id, "gold", 120_000);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => send(a, "POST", "/api/user/reawaken")),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The rest are refused: 409 under the lock, or 403 once the hunter is back before the
    // assessment (game routes refuse an unassessed hunter).
    expect(replies.filter((r) => [403, 409].includes(r.statusCode))).toHaveLength(9);
    const ok = replies.find((r) => r.statusCode === 200);
    expect(ok?.json()).toMatchObject({ gold: 70_000, redirectTo: "/assessment" });
    const me = (await send(a, "GET", "/api/auth/user")).json();
    expect(me).toMatchObject({
      gold: 70_000,
      rank: "E",
      strength: 10,
      level: 12,
      totalXP: 9000,
      hasCompletedAssessment: false,
    });
    const audit = await auditOne(t.db, a.user.id);
    expect(audit.gold).toBe(audit.goldLedger);
    const { rows } = await t.pool.query(
      "SELECT amount FROM ledger_entries WHERE user_id = $1 AND reason = 'reawaken'",
      [a.user.id],
    );
    expect(rows).toEqual([{ amount: -50_000 }]);
  });
});

describe("achievements and titles", () => {
  it("unlock once, on the server, with a notification", async () => {
    const a = await signUpPlayer(t);
    await t.pool.query(
      "UPDATE users SET quests_completed = 99, dungeons_cleared = 24, level = 30 WHERE id = $1",
      [a.user.id],
    );
    const { inTransaction } = await import("../../db/unit-of-work.ts");
    const { unlockEarned } = await import("../achievements/service.ts");
    const first = await inTransaction(t.db, (tx, emit) => unlockEarned(tx, emit, a.user.id));
    expect(first.achievements.map((u) => u.id).sort()).toEqual([
      "dungeons_10",
      "first_quest",
      "level_25",
      "quests_50",
    ]);
    const again = await inTransaction(t.db, (tx, emit) => unlockEarned(tx, emit, a.user.id));
    expect(again).toEqual({ achievements: [], titles: [] });
    await t.pool.query(
      "UPDATE users SET quests_completed = 100, dungeons_cleared = 25 WHERE id = $1",
      [a.user.id],
    );
    const titled = await inTransaction(t.db, (tx, emit) => unlockEarned(tx, emit, a.user.id));
    expect(titled.titles.sort()).toEqual(["Architect", "Shadow Hunter"]);
    const me = (await send(a, "GET", "/api/auth/user")).json();
    expect(me.unlockedTitles.sort()).toEqual(["Architect", "None", "Shadow Hunter"]);
    const notes = (await send(a, "GET", "/api/notifications")).json() as { type: string }[];
    expect(notes.filter((n) => n.type === "achievement")).toHaveLength(4);
    const mine = (await send(a, "GET", "/api/user/achievements")).json() as {
      id: string;
      unlockedAt: string | null;
    }[];
    expect(
      mine
        .filter((x) => x.unlockedAt)
        .map((x) => x.id)
        .sort(),
    ).toEqual(["dungeons_10", "first_quest", "level_25", "quests_50"]);
    expect(
      (await send(a, "PATCH", "/api/user/title", { currentTitle: "Architect" })).statusCode,
    ).toBe(200);
  });

  it("activity lists 30 days and 12 weeks", async () => {
    const a = await signUpPlayer(t);
    const reply = await send(a, "GET", "/api/user/activity");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().days).toHaveLength(30);
    expect(reply.json().weeks).toHaveLength(12);
  });
});
