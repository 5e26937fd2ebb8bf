import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MyGuildReply, RankFields } from "@repgate/contracts/guilds";
import { supportedLanguages } from "@repgate/contracts/languages";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { DEFAULT_RANK_NAMES, rankNameIn } from "./default-rank-names.ts";

// A new guild's default ranks are named in its creator's language; every reader reads a rank
// still named so in their own language, until the guild renames it (docs/i18n.md).

const webCatalogue = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../web/src/locales/${language}.json`, import.meta.url)),
      "utf8",
    ),
  );

describe("the default ranks' names", () => {
  it("are the names the web app's creation wizard fills in, in every language", () => {
    const keys: Record<number, string> = {
      0: "guild.rank.member",
      1: "guild.rank.moderator",
      2: "guild.rank.admin",
      4: "guild.rank.owner",
    };
    for (const language of supportedLanguages) {
      const catalogue = webCatalogue(language);
      for (const [level, key] of Object.entries(keys)) {
        expect(DEFAULT_RANK_NAMES[Number(level)]?.[language], `${language} ${key}`).toBe(
          catalogue[key],
        );
      }
    }
  });

  it("are read in the reader's language; a name the guild chose is its own", () => {
    expect(rankNameIn("운영진", 1, "en")).toBe("Moderator");
    expect(rankNameIn("Moderator", 1, "ja")).toBe("モデレーター");
    expect(rankNameIn("Moderator", 1, "en")).toBe("Moderator");
    // Another level's default is a name the guild chose for this one.
    expect(rankNameIn("Admin", 0, "ko")).toBe("Admin");
    expect(rankNameIn("Shadow Army", 0, "ko")).toBe("Shadow Army");
  });
});

describe("a guild created in Korean", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const call = (hunter: Hunter, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: { cookie: hunter.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const rankNames = (reply: MyGuildReply) =>
    reply.ranks.map((rank) => [rank.permissionLevel, rank.name]);

  it("shows its default ranks to an English member in English, until a rank is renamed", async () => {
    const owner = await signUpPlayer(t);
    await call(owner, "PATCH", "/api/user/language", { language: "ko" });
    await setGold(t, owner.user.id, 10_000);
    const none = {
      canDeleteMessages: false,
      canSendAnnouncements: false,
      canKickMembers: false,
      canEditGuild: false,
      canManageRanks: false,
    };
    // What the wizard sends in Korean: its defaults, named in Korean.
    const customRanks: RankFields[] = [
      { ...none, name: "길드원", color: "#9ca3af", permissionLevel: 0 },
      { ...none, name: "운영진", color: "#06b6d4", permissionLevel: 1, canDeleteMessages: true },
    ];
    const created = await call(owner, "POST", "/api/guilds", {
      name: `길드 ${Math.random().toString(36).slice(2, 8)}`,
      insignia: "🛡️",
      ownerRankName: "길드 마스터",
      customRanks,
    });
    expect(created.statusCode, created.body).toBe(201);
    const guildId = created.json().guild.id as string;

    const member = await signUpPlayer(t);
    expect((await call(member, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
    const read = await call(member, "GET", "/api/guild/my-guild");
    expect(read.headers.vary).toMatch(/Accept-Language/);
    const english: MyGuildReply = read.json();
    expect(rankNames(english)).toEqual([
      [4, "Guild Master"],
      [1, "Moderator"],
      [0, "Member"],
    ]);
    expect(english.myRank?.name).toBe("Member");
    const ownerRow = english.members.find((m) => m.id === owner.user.id);
    expect(ownerRow?.guildRank.name).toBe("Guild Master");
    // The creator reads them as they wrote them.
    expect(rankNames((await call(owner, "GET", "/api/guild/my-guild")).json())).toEqual([
      [4, "길드 마스터"],
      [1, "운영진"],
      [0, "길드원"],
    ]);

    // Renamed, a rank's name is the guild's own, in every language.
    const moderator = english.ranks.find((rank) => rank.permissionLevel === 1);
    const renamed = await call(owner, "PATCH", `/api/guild/ranks/${moderator?.id}`, {
      name: "그림자 군단",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after: MyGuildReply = (await call(member, "GET", "/api/guild/my-guild")).json();
    expect(rankNames(after)).toEqual([
      [4, "Guild Master"],
      [1, "그림자 군단"],
      [0, "Member"],
    ]);
  });
});
