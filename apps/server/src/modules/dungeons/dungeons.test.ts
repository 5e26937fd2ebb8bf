import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Dungeon } from "@repgate/contracts/dungeons";
import { liveSpawns, nextSpawnChangeAt } from "@repgate/game/rules/dungeon-spawns";
import { rankOrder } from "@repgate/game/rules/ranks";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { findLiveDungeon, listDungeons } from "../../test/dungeon-helpers.ts";
import { signUp, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { gateIdOf } from "./planned-gates.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function dungeonCount(app: TestApp = t): Promise<number> {
  const result = await app.db.execute(sql`SELECT count(*)::int AS n FROM dungeons`);
  return Number(result.rows[0]?.n);
}

describe("GET /api/dungeons", () => {
  it("lists the gates open now, weakest rank first, then soonest to close", async () => {
    const hunter = await signUp(t.app);
    const listed = await listDungeons(t, hunter);
    const planned = liveSpawns(t.clock.now());
    expect(listed).toHaveLength(planned.length);
    expect(listed.map((d) => d.templateId).sort()).toEqual(planned.map((s) => s.templateId).sort());
    for (let i = 1; i < listed.length; i += 1) {
      const [a, b] = [listed[i - 1] as Dungeon, listed[i] as Dungeon];
      const order = rankOrder(a.rank) - rankOrder(b.rank) || a.expiresAt.localeCompare(b.expiresAt);
      expect(order).toBeLessThanOrEqual(0);
    }
    expect(listed.filter((d) => d.rank === "E").length).toBeGreaterThanOrEqual(3);
    const now = t.clock.now().toISOString();
    expect(listed.every((d) => d.expiresAt > now)).toBe(true);
  });

  it("describes each gate from the catalogue: combat with its monsters, movement with a distance", async () => {
    const hunter = await signUp(t.app);
    const listed = await listDungeons(t, hunter);
    const combat = listed.find((d) => d.type === "combat");
    expect(combat).toMatchObject({
      requiredDistance: null,
      bossName: expect.any(String),
      imageUrl: expect.stringMatching(/^\/dungeons\/[a-z-]+\.svg$/),
    });
    expect(combat?.enemySequence.at(-1)).toBe(combat?.bossName);
    expect(combat?.rewards.itemDropChance).toBeGreaterThan(0);
    expect(combat?.rewards.itemDropChance).toBeLessThanOrEqual(1);
    for (const d of listed.filter((x) => x.type === "movement")) {
      expect(d.requiredDistance).toBeGreaterThan(0);
      expect(d.enemySequence).toEqual([]);
      expect(d.bossName).toBeNull();
    }
  });

  it("answers with an ETag and Cache-Control: private, no-cache", async () => {
    const hunter = await signUp(t.app);
    const response = await t.app.inject({
      url: "/api/dungeons",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it("answers 304 with no body when If-None-Match names the current list", async () => {
    const hunter = await signUp(t.app);
    const first = await t.app.inject({ url: "/api/dungeons", headers: { cookie: hunter.cookie } });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await t.app.inject({
        url: "/api/dungeons",
        headers: { cookie: hunter.cookie, "if-none-match": ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({
      url: "/api/dungeons",
      headers: { cookie: hunter.cookie, "if-none-match": '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it("gives every hunter the same list and the same ETag", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const ra = await t.app.inject({ url: "/api/dungeons", headers: { cookie: a.cookie } });
    const rb = await t.app.inject({ url: "/api/dungeons", headers: { cookie: b.cookie } });
    expect(rb.headers.etag).toBe(ra.headers.etag);
    expect(rb.body).toBe(ra.body);
  });

  it("sends the list compressed once per change, with an ETag per encoding", async () => {
    const hunter = await signUp(t.app);
    const plain = await t.app.inject({ url: "/api/dungeons", headers: { cookie: hunter.cookie } });
    const br = await t.app.inject({
      url: "/api/dungeons",
      headers: { cookie: hunter.cookie, "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    const gz = await t.app.inject({
      url: "/api/dungeons",
      headers: { cookie: hunter.cookie, "accept-encoding": "gzip" },
    });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const revalidated = await t.app.inject({
      url: "/api/dungeons",
      headers: {
        cookie: hunter.cookie,
        "accept-encoding": "br",
        "if-none-match": String(br.headers.etag),
      },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("is 401 signed out, even with a matching ETag", async () => {
    const hunter = await signUp(t.app);
    const first = await t.app.inject({ url: "/api/dungeons", headers: { cookie: hunter.cookie } });
    const response = await t.app.inject({
      url: "/api/dungeons",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the list cache", () => {
  it("serves polls from memory until the next gate opens or closes, then reloads", async () => {
    const own = await createTestApp();
    const hunter = await signUp(own.app);
    const before = await own.app.inject({
      url: "/api/dungeons",
      headers: { cookie: hunter.cookie },
    });
    const ids = before.json().map((d: Dungeon) => d.id);
    expect(ids.length).toBeGreaterThan(0);

    // Rows deleted behind the cache's back: the poll does not read the table, so it cannot see it.
    await own.db.execute(sql`DELETE FROM dungeons`);
    const cached = await own.app.inject({
      url: "/api/dungeons",
      headers: { cookie: hunter.cookie },
    });
    expect(cached.json().map((d: Dungeon) => d.id)).toEqual(ids);
    expect(cached.headers.etag).toBe(before.headers.etag);

    // Past the next change the list is loaded again.
    own.clock.set(new Date(nextSpawnChangeAt(own.clock.now()).getTime() + 1));
    const reloaded = await own.app.inject({
      url: "/api/dungeons",
      headers: { cookie: hunter.cookie, "if-none-match": String(before.headers.etag) },
    });
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.headers.etag).not.toBe(before.headers.etag);
    expect(
      reloaded
        .json()
        .map((d: Dungeon) => d.id)
        .sort(),
    ).toEqual(
      liveSpawns(own.clock.now())
        .map((s) => gateIdOf(s.spawnKey))
        .sort(),
    );
  });

  it("never lists a gate past its expiry", async () => {
    const own = await createTestApp();
    const hunter = await signUp(own.app);
    const first = await listDungeons(own, hunter);
    const soonest = first.reduce((a, b) => (a.expiresAt < b.expiresAt ? a : b));
    own.clock.set(new Date(soonest.expiresAt));
    const after = await listDungeons(own, hunter);
    expect(after.map((d) => d.id)).not.toContain(soonest.id);
  });
});

describe("planned gates", () => {
  it("are listed alike by every instance with the same ids, and the reads store nothing", async () => {
    const own = await createTestApp();
    const hunter = await signUp(own.app);
    const instances = [
      own.app,
      ...(await Promise.all(
        [1, 2].map(() =>
          buildApp({ deps: { db: own.db, clock: own.clock, authRateLimit: 10_000 } }),
        ),
      )),
    ];
    try {
      const responses = await Promise.all(
        instances.flatMap((app) =>
          Array.from({ length: 8 }, () =>
            app.inject({ url: "/api/dungeons", headers: { cookie: hunter.cookie } }),
          ),
        ),
      );
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(responses.map((r) => r.body)).size).toBe(1);
      expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
      expect(await dungeonCount(own)).toBe(0);
    } finally {
      await Promise.all(instances.slice(1).map((app) => app.close()));
    }
  });

  it("get their row once when hunters on several instances enter one at the same moment", async () => {
    const own = await createTestApp();
    const hunters = await Promise.all(Array.from({ length: 6 }, () => signUpOnboarded(own.app)));
    const second = await buildApp({
      deps: { db: own.db, clock: own.clock, authRateLimit: 10_000 },
    });
    try {
      const gate = await findLiveDungeon(own, hunters[0] as (typeof hunters)[0], "combat");
      const entries = await Promise.all(
        hunters.map((hunter, i) =>
          (i % 2 ? second : own.app).inject({
            method: "POST",
            url: `/api/dungeons/${gate.id}/enter`,
            headers: { cookie: hunter.cookie },
          }),
        ),
      );
      expect(entries.map((r) => r.statusCode)).toEqual(hunters.map(() => 201));
      const rows = await own.db.execute(sql`SELECT id, spawn_key FROM dungeons`);
      expect(rows.rows).toEqual([{ id: gate.id, spawn_key: expect.any(String) }]);
      expect(gateIdOf(String(rows.rows[0]?.spawn_key))).toBe(gate.id);
      // Stored now, it is listed from its row, under the same id.
      const listed = await listDungeons(own, hunters[0] as (typeof hunters)[0]);
      expect(listed.filter((d) => d.id === gate.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("that closed before the hunter entered are refused as expired, not unknown", async () => {
    const own = await createTestApp();
    const hunter = await signUpOnboarded(own.app);
    const listed = await listDungeons(own, hunter);
    const soonest = listed.reduce((a, b) => (a.expiresAt < b.expiresAt ? a : b));
    own.clock.set(new Date(soonest.expiresAt));
    const entered = await own.app.inject({
      method: "POST",
      url: `/api/dungeons/${soonest.id}/enter`,
      headers: { cookie: hunter.cookie },
    });
    expect(entered.statusCode).toBe(409);
    expect(entered.json().message).toBe("This dungeon has expired.");
  });
});
