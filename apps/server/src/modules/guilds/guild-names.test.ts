import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { partyCall } from "../../test/party-helpers.ts";
import { goldOf, setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function createGuild(owner: Hunter, name: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/guilds",
    headers: { cookie: owner.cookie },
    payload: { name, insignia: "🛡️" },
  });
}

async function richHunter(): Promise<Hunter> {
  const hunter = await signUpPlayer(t);
  await setGold(t, hunter.user.id, 10_000);
  return hunter;
}

const tag = () => Math.random().toString(36).slice(2, 8).replace(/[01]/g, "x");

describe("guild names are unique by their skeleton (decision 019)", () => {
  it.each([
    ["a Cyrillic «А» for a Latin A", (n: string) => `A${n}`, (n: string) => `\u0410${n}`],
    ["a doubled space", (n: string) => `Ahjin ${n}`, (n: string) => `Ahjin  ${n}`],
    ["a trailing combining accent", (n: string) => `Ahjin ${n}`, (n: string) => `Ahjin ${n}\u0301`],
  ])("refuses %s beside an existing guild, charging nothing", async (_what, first, look) => {
    const name = tag();
    expect((await createGuild(await richHunter(), first(name))).statusCode).toBe(201);
    const rival = await richHunter();
    const reply = await createGuild(rival, look(name));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      code: "conflict",
      message: "A guild with that name already exists.",
    });
    expect(await goldOf(t, rival.user.id)).toBe(10_000);
  });

  it("racing look-alike creations: one guild", async () => {
    const name = `Fiends ${tag()}`;
    const looks = [name, name.replace("i", "\u0456"), name.replace(" ", "   "), `${name}\u0300`];
    const replies = await Promise.all(
      looks.map(async (look) => createGuild(await richHunter(), look)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("a rename to a look-alike of another guild is refused and charges nothing", async () => {
    const name = `White Tiger ${tag()}`;
    expect((await createGuild(await richHunter(), name)).statusCode).toBe(201);
    const owner = await richHunter();
    expect((await createGuild(owner, `Hunters ${tag()}`)).statusCode).toBe(201);
    await setGold(t, owner.user.id, 500);
    const reply = await t.app.inject({
      method: "PUT",
      url: "/api/guild/name",
      headers: { cookie: owner.cookie },
      payload: { name: name.toUpperCase().replace("E", "\u0415") },
    });
    expect(reply.statusCode).toBe(409);
    expect(await goldOf(t, owner.user.id)).toBe(500);
  });
});

describe("party and guild names refuse hidden and direction characters", () => {
  it.each([
    ["zero-width space", "Ahjin\u200BGuild"],
    ["right-to-left override", "\u202EdliuG nijhA"],
    ["byte order mark", "\uFEFFAhjin Guild"],
    ["zero-width joiner", "Ahjin\u200D"],
  ])("a %s: 400 with a readable message, nothing created", async (_what, name) => {
    const hunter = await richHunter();
    const guild = await createGuild(hunter, name);
    expect(guild.statusCode).toBe(400);
    expect(guild.json()).toEqual({
      code: "bad_request",
      message: "Guild names cannot contain invisible or text-direction characters.",
    });
    expect(await goldOf(t, hunter.user.id)).toBe(10_000);
    const party = await partyCall(t, hunter, "POST", "/api/party", { name });
    expect(party.statusCode).toBe(400);
    expect(party.json()).toEqual({
      code: "bad_request",
      message: "Party names cannot contain invisible or text-direction characters.",
    });
    const parties = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM parties WHERE leader_id = ${hunter.user.id}`,
    );
    expect(parties.rows[0]?.n).toBe(0);
  });

  it("stores a guild name in NFKC form", async () => {
    const name = `Ｓｃａｖｅｎｇｅｒ ${tag()}`;
    const reply = await createGuild(await richHunter(), name);
    expect(reply.statusCode).toBe(201);
    expect(reply.json().guild.name).toBe(name.normalize("NFKC"));
  });
});
