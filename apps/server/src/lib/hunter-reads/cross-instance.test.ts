import type { Battle, EnterDungeonReply } from "@repgate/contracts/battles";
import type { Dungeon } from "@repgate/contracts/dungeons";
import type { Leaderboard } from "@repgate/contracts/leaderboard";
import type { Notification } from "@repgate/contracts/notifications";
import type { DailyQuestReply, Quest } from "@repgate/contracts/quests";
import type { User } from "@repgate/contracts/user";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type InstanceHunter, onboardedHunterOn } from "../../test/instance-hunters.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import { openSocket } from "../../test/socket-client.ts";
import type { TestApp } from "../../test/test-app.ts";
import { twoInstancesBeforeAll } from "../../test/two-instances.ts";

// The hunter's reads kept in memory (decision 044), on two server processes on one database,
// as two instances behind a load balancer: a change made through one is seen through the other
// as soon as the hunter's app hears of it, and the writer's own next read never waits.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;

twoInstancesBeforeAll((instances) => {
  ({ t, a, b } = instances);
});

function send(base: string, hunter: InstanceHunter, method: string, path: string, body?: unknown) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      cookie: hunter.cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function read<T>(base: string, hunter: InstanceHunter, path: string): Promise<T> {
  const response = await send(base, hunter, "GET", path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Reads twice, so that the second answer is the one kept in memory. */
async function readTwice<T>(base: string, hunter: InstanceHunter, path: string): Promise<T> {
  await read(base, hunter, path);
  return read<T>(base, hunter, path);
}

describe("the hunter's reads kept in memory, on two instances", () => {
  it("the bell read on A shows a friend request sent through B once A's app hears of it", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "kept");
    const friend = await onboardedHunterOn(t.db, b.base, "kept");
    expect(await readTwice<Notification[]>(a.base, hunter, "/api/notifications")).toEqual([]);
    const onA = await openSocket(a.base, { cookie: hunter.cookie });
    await onA.next((m) => m.type === "welcome");

    const asked = await send(b.base, friend, "POST", "/api/friends/request", {
      friendId: hunter.id,
    });
    expect(asked.status).toBeLessThan(300);
    await onA.next((m) => m.type === "notificationCreated", 2_000);
    const bell = await read<Notification[]>(a.base, hunter, "/api/notifications");
    expect(bell.map((n) => n.type)).toEqual(["friend_request"]);
    expect(bell[0]?.isRead).toBe(false);
    onA.close();

    // The hunter's own write through A: the very next read on A shows it, with no wait.
    expect((await send(a.base, hunter, "PATCH", "/api/notifications/read-all")).status).toBe(200);
    const after = await read<Notification[]>(a.base, hunter, "/api/notifications");
    expect(after.map((n) => n.isRead)).toEqual([true]);
  });

  it("the quests and the daily read on A show a quest generated and a task ticked through B", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "kept");
    const before = await readTwice<Quest[]>(a.base, hunter, "/api/quests");
    const daily = await readTwice<DailyQuestReply>(a.base, hunter, "/api/quests/daily");
    const onA = await openSocket(a.base, { cookie: hunter.cookie });
    await onA.next((m) => m.type === "welcome");

    const generated = await send(b.base, hunter, "POST", "/api/quests/custom", {
      statType: "strength",
      difficulty: "easy",
    });
    expect(generated.status).toBe(201);
    const custom = (await generated.json()) as Quest;
    await onA.next((m) => m.type === "questsChanged", 2_000);
    const listed = await read<Quest[]>(a.base, hunter, "/api/quests");
    expect(listed.map((q) => q.id)).toEqual(expect.arrayContaining([custom.id]));
    expect(listed).toHaveLength(before.length + 1);

    if (!daily.quest) throw new Error("no daily for a hunter past the awakening");
    const heard = () => onA.messages.filter((m) => m.type === "questsChanged").length;
    const heardBefore = heard();
    const ticked = await send(b.base, hunter, "PATCH", `/api/quests/${daily.quest.id}/tasks`, {
      sectionIndex: 0,
      taskIndex: 0,
      completed: true,
    });
    expect(ticked.status).toBe(200);
    await onA.next(() => heard() > heardBefore, 2_000);
    const now = await read<DailyQuestReply>(a.base, hunter, "/api/quests/daily");
    expect(now.quest?.requirements.sections[0]?.tasks[0]?.completed).toBe(true);
    onA.close();
  });
});

async function listenOn(base: string, hunter: InstanceHunter) {
  const socket = await openSocket(base, { cookie: hunter.cookie });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

describe("the account and the active battle kept in memory, on two instances", () => {
  it("the account read on A shows a region changed through B once A hears of it", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "account");
    const before = await readTwice<User>(a.base, hunter, "/api/auth/user");
    const region = before.region === "Europe" ? "Asia" : "Europe";
    const onA = await listenOn(a.base, hunter);

    const moved = await send(b.base, hunter, "PATCH", "/api/user/region", { region });
    expect(moved.status).toBe(200);
    await onA.next((m) => m.type === "hunterChanged", 2_000);
    expect((await read<User>(a.base, hunter, "/api/auth/user")).region).toBe(region);
    onA.close();

    // The hunter's own write through A: the very next read on A shows it, with no wait.
    const back = await send(a.base, hunter, "PATCH", "/api/user/region", {
      region: before.region,
    });
    expect(back.status).toBe(200);
    expect((await read<User>(a.base, hunter, "/api/auth/user")).region).toBe(before.region);
  });

  it("the active battle read on A shows a gate entered and an attack made through B", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "battle");
    expect(await readTwice<Battle | null>(a.base, hunter, "/api/battles/active")).toBeNull();
    const onA = await listenOn(a.base, hunter);
    const heard = () => onA.messages.filter((m) => m.type === "runChanged").length;

    const dungeons = await read<Dungeon[]>(b.base, hunter, "/api/dungeons");
    const gate = dungeons.find((d) => d.type === "combat" && d.rank === "E");
    if (!gate) throw new Error("no live E combat gate");
    const entered = await send(b.base, hunter, "POST", `/api/dungeons/${gate.id}/enter`);
    expect(entered.status).toBe(201);
    const { battle } = (await entered.json()) as EnterDungeonReply;
    if (!battle) throw new Error("no battle in the enter reply");
    await onA.next(() => heard() > 0, 2_000);
    const shown = await readTwice<Battle | null>(a.base, hunter, "/api/battles/active");
    expect(shown?.id).toBe(battle.id);
    expect(shown?.monsterCurrentHP).toBe(battle.monsterMaxHP);

    const heardBefore = heard();
    // The pace rule: three reps take at least 750 ms since the battle began.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const hit = await send(b.base, hunter, "PATCH", `/api/battles/${battle.id}`, {
      attack: "light",
      reps: 3,
    });
    expect(hit.status).toBe(200);
    const { monsterCurrentHP } = (await hit.json()) as { monsterCurrentHP: number };
    expect(monsterCurrentHP).toBeLessThan(battle.monsterMaxHP);
    await onA.next(() => heard() > heardBefore, 2_000);
    const after = await read<Battle | null>(a.base, hunter, "/api/battles/active");
    expect(after?.monsterCurrentHP).toBe(monsterCurrentHP);
    onA.close();
  });
});

describe("the leaderboard kept in memory, on two instances", () => {
  it("the board read on A shows another hunter renamed through B once A hears of it", async () => {
    const reader = await onboardedHunterOn(t.db, a.base, "board");
    const rival = await onboardedHunterOn(t.db, b.base, "board");
    // The board lists hunters with XP; set before anything is read (no event announces it).
    await t.db.execute(sql`UPDATE users SET total_xp = 1000000 WHERE id = ${rival.id}`);
    const before = await readTwice<Leaderboard>(a.base, reader, "/api/leaderboard");
    const shown = before.hunters.find((h) => h.id === rival.id);
    expect(shown).toBeDefined();
    // The rival's own socket on A: once it hears the change, so has A's every kept read.
    const rivalOnA = await listenOn(a.base, rival);

    const hunterName = `Renamed${Math.random().toString(36).slice(2, 8)}`;
    const renamed = await send(b.base, rival, "PATCH", "/api/user/profile", { hunterName });
    expect(renamed.status).toBe(200);
    await rivalOnA.next((m) => m.type === "hunterChanged", 2_000);
    const after = await read<Leaderboard>(a.base, reader, "/api/leaderboard");
    expect(after.hunters.find((h) => h.id === rival.id)?.hunterName).toBe(hunterName);
    rivalOnA.close();
  });
});
