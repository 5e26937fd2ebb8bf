import type { Endpoint } from "@repgate/contracts/endpoint";
import { allEndpoints } from "@repgate/contracts/endpoints/all";
import { DUNGEON_TEMPLATES } from "@repgate/game/content/dungeons";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sendChatMessage } from "./modules/chat/service.ts";
import { scheduleGateBreakByOperator } from "./modules/world-events/schedule.ts";
import { enter, enterCombat, landAttack, spawnDungeon } from "./test/dungeon-helpers.ts";
import { type Hunter, signUp, signUpPlayer } from "./test/factories.ts";
import { asHunter } from "./test/hunter-call.ts";
import { formParty } from "./test/party-helpers.ts";
import { generateCustom, readDaily } from "./test/quest-helpers.ts";
import { runDueJobs } from "./test/queued-jobs.ts";
import { createReadOnlyApp, READ_ONLY_REFUSAL, type ReadOnlyApp } from "./test/read-only-app.ts";
import { buy, setGold } from "./test/shop-helpers.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

const gets = allEndpoints.filter((endpoint) => endpoint.method === "GET");
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

let t: TestApp;
let readOnly: ReadOnlyApp;
/** The hunter whose screens are read: mid-battle, in a party and a guild, with friends. */
let hunter: Hunter;
let friend: Hunter;
/** A hunter the others only know by search, and who asked the hunter to be friends. */
let stranger: Hunter;
/** Just signed up, not yet past the awakening: the game's reads refuse them (403). */
let newcomer: Hunter;
/**
 * Past the awakening a moment ago and has never read a quest: their first game day is a job
 * that has not run yet, so every quest read finds the day still to begin.
 */
let firstTimer: Hunter;
/** The hunter's battle: a lone one, whose party roster is refused (409), others' too (404). */
let huntersBattleId: string;
let huntersWatchToken: string;
/** The hunter's phone, paired as the battle's controller: its cookie, never the session. */
let huntersPhone: string;
/** A Gate Break open now, whose contributors are read. */
let gateBreakId: string;
/** Who reads every GET: what each finds differs, and so could what a read would write. */
const readers = () => [
  { who: "hunter", reader: hunter },
  { who: "friend", reader: friend },
  { who: "newcomer", reader: newcomer },
  { who: "first-timer", reader: firstTimer },
];

/**
 * What the browser's fetch() says of itself (apps/web/src/lib/api-client.ts). Read this way,
 * the spec's logout address (GET /api/logout) only shows its confirmation page; typed into the
 * address bar or followed from our own pages it signs the hunter out, as the spec asks
 * (docs/decisions/018): the one GET that writes by design, and not a read.
 */
const FETCH_METADATA = {
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "cors",
  "sec-fetch-dest": "empty",
};

async function must(response: Promise<LightMyRequestResponse>, what: string) {
  const done = await response;
  if (done.statusCode >= 300) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  return done;
}

/** A world with something in every corner a GET can read. */
async function seedWorld(): Promise<void> {
  const [leader, member] = await formParty(t, 2);
  hunter = leader;
  friend = member;
  stranger = await signUpPlayer(t);
  newcomer = await signUp(t.app);
  firstTimer = await signUpPlayer(t);
  const rival = await signUpPlayer(t);

  // Friends: one accepted, one request waiting for the hunter, a direct message.
  const asked = await must(
    asHunter(t, hunter, "POST", "/api/friends/request", { friendId: friend.user.id }),
    "friend request",
  );
  await must(
    asHunter(t, friend, "POST", `/api/friends/accept/${asked.json().friendshipId}`),
    "accept friend",
  );
  await must(
    asHunter(t, stranger, "POST", "/api/friends/request", { friendId: hunter.user.id }),
    "incoming request",
  );
  await must(
    asHunter(t, friend, "POST", "/api/friends/message", {
      friendId: hunter.user.id,
      message: "Gate at dawn?",
    }),
    "friend message",
  );
  await must(asHunter(t, hunter, "PUT", `/api/blocks/${rival.user.id}`, {}), "block");

  // A guild the hunter leads: the friend joined, a stranger invited.
  await setGold(t, hunter.user.id, 10_000, "C");
  await must(asHunter(t, hunter, "POST", "/api/guild", { name: "Ahjin Guild" }), "create guild");
  await must(
    asHunter(t, hunter, "POST", "/api/guild/invite", { inviteeId: friend.user.id }),
    "guild invite",
  );
  const notes = (await must(asHunter(t, friend, "GET", "/api/notifications"), "notes")).json();
  const invitation = notes.find((n: { type: string }) => n.type === "guild_invite");
  await must(
    asHunter(t, friend, "POST", `/api/guild/invitations/${invitation?.data.invitationId}/accept`),
    "join guild",
  );
  await must(
    asHunter(t, hunter, "POST", "/api/guild/invite", { inviteeId: stranger.user.id }),
    "guild invite",
  );

  // Chat in every room the hunter reads.
  const [party, guild] = [
    (await must(asHunter(t, hunter, "GET", "/api/party"), "party")).json(),
    (await must(asHunter(t, hunter, "GET", "/api/guild"), "guild")).json(),
  ];
  for (const data of [
    { type: "regional", region: "North America", content: "Hello, hunters!" },
    { type: "party", partyId: party.id, content: "Ready." },
    { type: "guild", guildId: guild.id, content: "Welcome." },
  ]) {
    const sent = await sendChatMessage(t.db, {
      userId: hunter.user.id,
      data,
      now: t.clock.now(),
    });
    if (!sent.ok) throw new Error(`chat: ${JSON.stringify(sent)}`);
  }

  // Items: a potion and gear, and the friend's listing on the auction board.
  await buy(t, hunter, "minor-healing-potion");
  const listed = await buy(t, friend, "steel-helm", "S");
  await must(
    asHunter(t, friend, "POST", "/api/shop/auction/list", { itemId: listed.id, price: 50 }),
    "auction listing",
  );
  await setGold(t, hunter.user.id, 500);

  // Quests: today's daily with a task ticked, and a custom quest. The friend's first game day is
  // begun by its job (readDaily runs it first, as the queue would have).
  await readDaily(t, friend);
  const daily = await readDaily(t, hunter);
  await must(
    asHunter(t, hunter, "PATCH", `/api/quests/${daily.quest?.id}/tasks`, {
      sectionIndex: 0,
      taskIndex: 0,
      completed: true,
    }),
    "tick",
  );
  await must(generateCustom(t, hunter), "custom quest");

  // The friend's own picture, served from our avatar route.
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 40, b: 200 } },
  })
    .png()
    .toBuffer();
  await must(
    asHunter(t, friend, "PATCH", "/api/user/profile", {
      profileImageUrl: `data:image/png;base64,${picture.toString("base64")}`,
    }),
    "avatar",
  );

  // Push settings changed from their defaults.
  await must(
    asHunter(t, hunter, "PUT", "/api/push/settings", {
      dailyQuest: true,
      dailyQuestHoursLeft: 3,
      partyConfirmation: true,
      friendRequest: false,
      directMessage: true,
      quietStart: null,
      quietEnd: null,
    }),
    "push settings",
  );

  // The friend out on a movement run; the hunter asks the party into a gate, and nobody answers.
  const movement = DUNGEON_TEMPLATES.find((d) => d.type === "movement" && d.rank === "E");
  await must(enter(t, friend, await spawnDungeon(t, movement?.id ?? "")), "movement run");
  await must(
    asHunter(t, hunter, "POST", "/api/party/dungeon-confirmation", {
      dungeonId: await spawnDungeon(t, "goblin-warren"),
    }),
    "confirmation",
  );

  // The hunter mid-run: in a battle, one blow landed.
  const { battle } = await enterCombat(t, hunter);
  await landAttack(t, hunter, battle.id);
  huntersBattleId = battle.id;
  // Shared for watching: its public view is a read like any other.
  const link = await must(
    asHunter(t, hunter, "POST", `/api/battles/${battle.id}/watch-link`, {}),
    "watch link",
  );
  huntersWatchToken = link.json().token;
  const pairing = await must(asHunter(t, hunter, "POST", "/api/controllers", {}), "pairing");
  const claimed = await must(
    t.app.inject({ method: "POST", url: `/api/controllers/${pairing.json().token}/claim` }),
    "claim",
  );
  const phone = claimed.cookies.find((c) => c.name === "repgate_controller");
  huntersPhone = `${phone?.name}=${phone?.value}`;

  // A Gate Break, opening now: the home's card and its contributors are reads like any other.
  const gateBreak = await scheduleGateBreakByOperator(t.db, {
    rank: "E",
    startsAt: t.clock.now(),
    hours: 24,
  });
  if ("error" in gateBreak) throw new Error(`gate break: ${gateBreak.error}`);
  gateBreakId = gateBreak.id;
}

/**
 * The addresses to read an endpoint at: valid path parameters from the seed (a GET with a
 * parameter not named here fails loudly), its query as the web sends it by default, and once
 * more for each value of each of its enum fields (every board of the leaderboard).
 */
function urlsOf(endpoint: Endpoint): string[] {
  const samples: Record<string, string> = {
    userId: friend.user.id,
    peerId: friend.user.id,
    id: endpoint.path.startsWith("/api/world-events/") ? gateBreakId : huntersBattleId,
    token: huntersWatchToken,
    file: "start.js",
  };
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const sample = samples[name];
    if (!sample) throw new Error(`${nameOf(endpoint)}: give :${name} a value from the seed`);
    return sample;
  });
  const base = sampleQuery(endpoint);
  const shape: Record<string, z.ZodType> =
    endpoint.query instanceof z.ZodObject ? endpoint.query.shape : {};
  const variants = Object.entries(shape).flatMap(([key, field]) =>
    enumValuesOf(field).map((value) => ({ ...base, [key]: value })),
  );
  return [base, ...variants].map((query) =>
    Object.keys(query).length ? `${path}?${new URLSearchParams(query)}` : path,
  );
}

function enumValuesOf(field: z.ZodType): string[] {
  let inner: unknown = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap();
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : [];
}

/** No query when the endpoint takes none or all of it is optional; else values from the seed. */
function sampleQuery(endpoint: Endpoint): Record<string, string> {
  if (!endpoint.query || endpoint.query.safeParse({}).success) return {};
  const samples: Record<string, string> = { username: stranger.user.hunterName };
  const query: Record<string, string> = {};
  for (const key of Object.keys((endpoint.query as unknown as { shape: object }).shape)) {
    const sample = samples[key];
    if (sample) query[key] = sample;
  }
  if (!endpoint.query.safeParse(query).success) {
    throw new Error(`${nameOf(endpoint)}: give its query a valid sample from the seed`);
  }
  return query;
}

/** Reads the endpoint at each of its addresses as `reader`; the status of each, by address. */
async function read(
  app: ReadOnlyApp["app"] | TestApp["app"],
  reader: Hunter,
  endpoint: Endpoint,
): Promise<Record<string, number>> {
  const who = readers().find((r) => r.reader === reader)?.who;
  const answers: Record<string, number> = {};
  for (const url of urlsOf(endpoint)) {
    const response = await app.inject({
      method: "GET",
      url,
      headers: { cookie: reader.cookie, ...FETCH_METADATA },
    });
    answers[`GET ${url} (${who})`] = response.statusCode;
  }
  return answers;
}

/**
 * Every GET read by the hunter (mid-battle), the friend (on a movement run), a newcomer and a
 * first-timer on the read-only instance.
 */
async function readEverything() {
  readOnly.refusals.length = 0;
  const answers: Record<string, number> = {};
  for (const { reader } of readers()) {
    for (const endpoint of gets) {
      Object.assign(answers, await read(readOnly.app, reader, endpoint));
    }
  }
  return answers;
}

function failuresOf(answers: Record<string, number>): string[] {
  return Object.entries(answers)
    .filter(([, status]) => status >= 500)
    .map(([name, status]) => `${name} answered ${status}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedWorld();
  readOnly = await createReadOnlyApp(t);
});

describe("a GET reads and never writes", () => {
  it("runs on a database connection that PostgreSQL keeps from writing", async () => {
    const write = readOnly.pool.query("UPDATE users SET gold = gold + 1 WHERE id = $1", [
      hunter.user.id,
    ]);
    await expect(write).rejects.toMatchObject({ code: READ_ONLY_REFUSAL });
    const lock = readOnly.pool.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [
      hunter.user.id,
    ]);
    await expect(lock).rejects.toMatchObject({ code: READ_ONLY_REFUSAL });
    expect(readOnly.refusals.map((r) => r.code)).toEqual([READ_ONLY_REFUSAL, READ_ONLY_REFUSAL]);
    const [row] = (await t.db.execute(sql`SELECT gold FROM users WHERE id = ${hunter.user.id}`))
      .rows;
    expect(row?.gold).toBe(500);
  });

  it("answers every GET of the contracts on it, a minute and a half after the hunter's last request", async () => {
    // Past the once-a-minute presence interval: a read that marks the hunter active would write.
    t.clock.advance(90_000);
    const answers = await readEverything();
    const readable = gets;
    expect(Object.keys(answers)).toHaveLength(
      readers().length * readable.reduce((sum, e) => sum + urlsOf(e).length, 0),
    );
    expect(failuresOf(answers)).toEqual([]);
    expect(readOnly.refusals).toEqual([]);
    // The seed gives each read something to find: none is refused or comes back empty-handed,
    // but the newcomer's, which the game refuses until the awakening is done.
    // The party roster of the hunter's lone battle: not a party's (409) to them, not theirs
    // (404) to the others; refused as the contract says, and read-only all the same.
    const roster = `GET /api/battles/${huntersBattleId}/party`;
    expect(answers).toMatchObject({
      [`${roster} (hunter)`]: 409,
      [`${roster} (friend)`]: 404,
      [`${roster} (first-timer)`]: 404,
    });
    // The watch link of the hunter's battle: theirs to read, not the others' (404).
    const watchLink = `GET /api/battles/${huntersBattleId}/watch-link`;
    expect(answers).toMatchObject({
      [`${watchLink} (hunter)`]: 200,
      [`${watchLink} (friend)`]: 404,
      [`${watchLink} (first-timer)`]: 404,
    });
    const refused = Object.entries(answers).filter(
      ([read, status]) => status >= 400 && !read.startsWith(roster) && !read.startsWith(watchLink),
    );
    // The first-timer is in no party and no guild, so those two chats are not theirs to read.
    // A guild's bans are read only by whoever may kick: not the friend (a plain member) nor them.
    const notTheirs = [
      "GET /api/chat/party (first-timer)",
      "GET /api/chat/guild (first-timer)",
      "GET /api/guild/bans (friend)",
      "GET /api/guild/bans (first-timer)",
      // A paired phone's own read: a hunter's session cookie is not its credential (401).
      "GET /api/controller (hunter)",
      "GET /api/controller (friend)",
      "GET /api/controller (first-timer)",
    ];
    expect(
      refused.filter(([read]) => !read.endsWith("(newcomer)") && !notTheirs.includes(read)),
    ).toEqual([]);
    expect(
      new Set(
        refused.filter(([read]) => !read.startsWith("GET /api/controller ")).map(([, s]) => s),
      ),
    ).toEqual(new Set([403]));
    expect(answers).toMatchObject({
      "GET /api/guild (hunter)": 200,
      "GET /api/friends (hunter)": 200,
      "GET /api/chat/party (hunter)": 200,
      "GET /api/shop/auction (hunter)": 200,
      "GET /api/leaderboard?period=monthly (friend)": 200,
      "GET /api/quests/daily (first-timer)": 200,
      "GET /api/quests/energy (first-timer)": 200,
    });
  });

  it("lets a paired phone read its battle without writing (its presence is its socket)", async () => {
    const state = await readOnly.app.inject({
      url: "/api/controller",
      headers: { cookie: huntersPhone, ...FETCH_METADATA },
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().battle.id).toBe(huntersBattleId);
    expect(readOnly.refusals).toEqual([]);
  });

  it("answers every GET on it in the moment between a midnight and its job, showing the day to come", async () => {
    // The hunters' zone is UTC: a second past the next midnight, before the queue has run it.
    const now = t.clock.now();
    const midnight = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 1),
    );
    t.clock.set(midnight);
    const shown = await readOnly.app.inject({
      url: "/api/quests/daily",
      headers: { cookie: hunter.cookie, ...FETCH_METADATA },
    });
    expect(shown.statusCode).toBe(200);
    const answers = await readEverything();
    expect(failuresOf(answers)).toEqual([]);
    expect(readOnly.refusals).toEqual([]);
    // The job then stores the very daily the read showed.
    await runDueJobs(t);
    const stored = await readOnly.app.inject({
      url: "/api/quests/daily",
      headers: { cookie: hunter.cookie, ...FETCH_METADATA },
    });
    expect(stored.json().quest.id).toBe(shown.json().quest.id);
    expect(shown.json().quest.expiresAt).toBe(
      new Date(midnight.getTime() - 1_000 + 86_400_000).toISOString(),
    );
  });

  it("answers every GET on it days later too, once the queue has settled time", async () => {
    // The battle's and the run's time limits, the confirmation's 120 s, days, a week and a
    // month have all passed; the queue has run what fell due meanwhile, as it does with
    // nobody reading.
    const now = t.clock.now();
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 6)));
    t.clock.advance(8 * 24 * 3_600_000);
    expect(await runDueJobs(t)).toBeGreaterThan(0);

    const answers = await readEverything();
    expect(failuresOf(answers)).toEqual([]);
    expect(readOnly.refusals).toEqual([]);
  });
});
