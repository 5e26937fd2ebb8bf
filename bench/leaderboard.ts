// The leaderboard at 1,000,000 hunters. Generates the hunters (and a week's and a month's
// earnings for a third of them) in SQL on a fresh embedded PostgreSQL, then times, in the
// server's own code, the caller's place ("#N out of total") and a page of 100, for random
// hunters and random deep pages. Budgets (p50, server time): own place < 5 ms, page < 10 ms.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { connectDatabase } from "../apps/server/src/db/connect.ts";
import { startEmbeddedDatabase } from "../apps/server/src/db/embedded.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { periodStarts } from "../apps/server/src/modules/leaderboard/progress.ts";
import * as repo from "../apps/server/src/modules/leaderboard/repo.ts";
import { loadLeaderboard } from "../apps/server/src/modules/leaderboard/service.ts";

const HUNTERS = Number(process.env.BENCH_HUNTERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_113);
const OWN_BUDGET_MS = 5;
const PAGE_BUDGET_MS = 10;

const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-bench-lb-"));
// PostgreSQL runs as its own system user when we are root: it must reach the directory.
await chmod(dataDir, 0o755);
const pg = await startEmbeddedDatabase({ dataDir, port: PG_PORT, database: "repgate" });
const { db, pool } = connectDatabase(pg.url, 4);
try {
  await migrateDatabase(pool);
  const now = new Date();
  const { weekly, monthly } = periodStarts(now);
  const seedStart = performance.now();
  await pool.query("ALTER TABLE users DISABLE TRIGGER leaderboard_users_count");
  await pool.query("ALTER TABLE leaderboard_periods DISABLE TRIGGER leaderboard_periods_count");
  // XP skewed like a real game: most hunters low, a long tail of high ones; ranks follow XP.
  await pool.query(
    `INSERT INTO users (email, password_hash, hunter_name, hunter_name_key, total_xp, level, rank,
       has_accepted_player, has_completed_assessment, has_completed_profile, user_class)
     SELECT 'h' || i || '@bench.example', 'x', 'Hunter ' || i, 'hunter ' || i, xp,
       1 + floor(sqrt(xp / 1000.0))::int,
       CASE WHEN xp > 3000000 THEN 'S' WHEN xp > 1000000 THEN 'A' WHEN xp > 300000 THEN 'B'
            WHEN xp > 100000 THEN 'C' WHEN xp > 20000 THEN 'D' ELSE 'E' END,
       true, true, true, 'Fighter'
     FROM (SELECT i, floor(power(random(), 3) * 5000000)::int AS xp
           FROM generate_series(1, $1::int) AS i) g`,
    [HUNTERS],
  );
  await pool.query(
    `INSERT INTO leaderboard_periods (period, period_start, user_id, xp)
     SELECT p.period, p.start::date, u.id, 1 + floor(power(random(), 2) * 40000)::int
     FROM users u CROSS JOIN (VALUES ('weekly', $1), ('monthly', $2)) AS p(period, start)
     WHERE random() < 0.33`,
    [weekly, monthly],
  );
  await pool.query("ALTER TABLE users ENABLE TRIGGER leaderboard_users_count");
  await pool.query("ALTER TABLE leaderboard_periods ENABLE TRIGGER leaderboard_periods_count");
  await pool.query("SELECT leaderboard_rebuild_counts()");
  await pool.query("VACUUM ANALYZE users");
  await pool.query("VACUUM ANALYZE leaderboard_periods");
  await pool.query("VACUUM ANALYZE leaderboard_counts");
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const ids = (
    await pool.query<{ id: string; total_xp: number }>(
      `SELECT id, total_xp FROM users TABLESAMPLE SYSTEM (1) LIMIT $1`,
      [SAMPLES],
    )
  ).rows;
  const time = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  const p = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  const results: Array<[string, number[], number]> = [];
  for (const period of ["alltime", "weekly", "monthly"] as const) {
    const board: repo.Board = {
      period,
      start: period === "alltime" ? "1970-01-01" : period === "weekly" ? weekly : monthly,
    };
    const own: number[] = [];
    const page: number[] = [];
    for (const { id, total_xp } of ids) {
      own.push(
        await time(async () => {
          const mine = await repo.scoreOf(db, board, id);
          await Promise.all([
            repo.countAbove(db, board, mine === null ? [] : [mine]),
            repo.boardTotal(db, board),
          ]);
        }),
      );
      // A page deep in the board: the one that starts at this hunter.
      const cursor = `${total_xp}:${id}`;
      page.push(
        await time(() =>
          loadLeaderboard(db, id, { period, ...(period === "alltime" ? { cursor } : {}) }, now),
        ),
      );
    }
    results.push([`${period}: own place (#N out of total)`, own, OWN_BUDGET_MS]);
    results.push([`${period}: page of 100 + own place`, page, PAGE_BUDGET_MS]);
  }

  const total = await repo.boardTotal(db, { period: "alltime", start: "1970-01-01" });
  console.log(`Leaderboard benchmark: ${total.toLocaleString("en")} hunters on the all-time board`);
  console.log(`Seeding (generated in SQL, counts rebuilt, analysed): ${seedSeconds.toFixed(1)} s`);
  console.log(`${SAMPLES} samples each (random hunters; alltime pages start at that hunter)`);
  let failed = false;
  for (const [name, values, budget] of results) {
    const p50 = p(values, 0.5);
    const ok = p50 < budget;
    failed ||= !ok;
    console.log(
      `${name.padEnd(42)} p50 ${p50.toFixed(2)} ms  p99 ${p(values, 0.99).toFixed(2)} ms  budget p50 < ${budget} ms  ${ok ? "OK" : "OVER BUDGET"}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await pool.end();
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
