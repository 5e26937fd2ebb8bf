import type { Battle, EnterDungeonReply } from "@repgate/contracts/battles";
import type { Dungeon } from "@repgate/contracts/dungeons";
import {
  type CreatedWatchLink,
  type WatchView,
  WS_CLOSE_WATCH_REVOKED,
} from "@repgate/contracts/watching";
import { describe, expect, it } from "vitest";
import { onboardedHunterOn } from "../test/instance-hunters.ts";
import type { ServerProcess } from "../test/server-process.ts";
import { openSocket } from "../test/socket-client.ts";
import type { TestApp } from "../test/test-app.ts";
import { twoInstancesBeforeAll } from "../test/two-instances.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;
twoInstancesBeforeAll((instances) => ({ t, a, b } = instances));

async function api<T>(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

describe("watching a fight across two instances", () => {
  it("sends a watcher on A the hits made on B, and counts the watcher on B", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "watch");
    const dungeons = await api<Dungeon[]>(b.base, hunter.cookie, "GET", "/api/dungeons");
    const gate = dungeons.find((d) => d.type === "combat" && d.rank === "E");
    if (!gate) throw new Error("no live E combat gate");
    const entered = await api<EnterDungeonReply>(
      b.base,
      hunter.cookie,
      "POST",
      `/api/dungeons/${gate.id}/enter`,
    );
    const battle = entered.battle as Battle;
    const { token } = await api<CreatedWatchLink>(
      b.base,
      hunter.cookie,
      "POST",
      `/api/battles/${battle.id}/watch-link`,
    );

    const watcher = await openSocket(a.base, {}, `/ws/watch/${token}`);
    await watcher.next((m) => m.type === "view");
    // The watcher on A is counted where the fighter reads it, on B.
    await expect
      .poll(
        async () =>
          (
            await api<{ watchers: number }>(
              b.base,
              hunter.cookie,
              "GET",
              `/api/battles/${battle.id}/watch-link`,
            )
          ).watchers,
      )
      .toBe(1);

    // The pace rule: three reps take 750 ms from the battle's start.
    await new Promise((resolve) => setTimeout(resolve, 900));
    await api(b.base, hunter.cookie, "PATCH", `/api/battles/${battle.id}`, {
      attack: "light",
      reps: 3,
    });
    const hit = await watcher.next(
      (m) => m.type === "view" && (m.view as WatchView).hits.length === 1,
      10_000,
    );
    expect((hit.view as WatchView).monster.currentHP).toBeLessThan(battle.monsterMaxHP);

    // Revoked on B: the socket on A is closed.
    await api(b.base, hunter.cookie, "DELETE", `/api/battles/${battle.id}/watch-link`);
    expect((await watcher.closed).code).toBe(WS_CLOSE_WATCH_REVOKED);
  });
});
