import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { atFileEnd } from "../test/at-file-end.ts";
import { conservationViolations } from "../test/conservation/invariants.ts";
import { signUpPlayer } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { setBalance } from "../test/wallet-helpers.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";

let source: TestApp;
let target: TestApp;
let dir: string;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  dir = await mkdtemp(path.join(tmpdir(), "repgate-backup-"));
  atFileEnd(() => rm(dir, { recursive: true, force: true }));
});

async function everyRow(t: TestApp): Promise<Record<string, string[]>> {
  const { rows: tables } = await t.pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await t.pool.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY 1`,
    );
    all[name] = rows.map((r) => r.row);
  }
  return all;
}

describe("backup and restore", () => {
  it("round-trips every row of every table, and the restored game carries on", async () => {
    const hunter = await signUpPlayer(source);
    await setBalance(source.db, hunter.user.id, "gold", 10_000);
    const items = await source.app.inject({
      url: "/api/shop/items",
      headers: { cookie: hunter.cookie },
    });
    const first = (items.json() as { id: string }[])[0];
    await source.app.inject({
      method: "POST",
      url: "/api/shop/purchase",
      headers: { cookie: hunter.cookie },
      payload: { itemId: first?.id },
    });
    // Something in the target that the restore must replace.
    await signUpPlayer(target);

    const file = path.join(dir, "backup.jsonl.gz");
    const header = await backupDatabase(source.pool, file);
    expect(header.tables.find((t) => t.name === "ledger_entries")?.rows).toBeGreaterThan(0);
    await restoreDatabase(target.pool, file);

    expect(await everyRow(target)).toEqual(await everyRow(source));
    expect(await conservationViolations(target.pool)).toEqual([]);
    // The restored hunter signs in on the restored database, and sequences continue.
    const me = await target.app.inject({
      url: "/api/inventory",
      headers: { cookie: hunter.cookie },
    });
    expect(me.statusCode).toBe(200);
    await setBalance(target.db, hunter.user.id, "gold", 5);
    // A whole database dumped, replaced and compared row by row: seconds, more on a busy machine.
  }, 60_000);

  it("refuses a file that is not a backup, leaving the database as it was", async () => {
    const file = path.join(dir, "not-a-backup.gz");
    await writeFile(file, gzipSync(`${JSON.stringify({ format: "something-else" })}\n`));
    const before = await everyRow(target);
    await expect(restoreDatabase(target.pool, file)).rejects.toThrow(/not a RepGate backup/);
    expect(await everyRow(target)).toEqual(before);
  }, 60_000);

  it("restores every line even when the database is slow to hand out a connection", async () => {
    const file = path.join(dir, "slow-pool.jsonl.gz");
    await backupDatabase(source.pool, file);
    // As on a busy machine: the file is read before the restore's transaction has begun.
    const slowPool = {
      connect: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return target.pool.connect();
      },
      query: target.pool.query.bind(target.pool),
    } as unknown as typeof target.pool;
    await restoreDatabase(slowPool, file);
    expect(await everyRow(target)).toEqual(await everyRow(source));
  }, 30_000);
});
