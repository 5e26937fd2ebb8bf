// What one attack (PATCH /api/battles/:id) costs the server: its CPU time and the SQL
// statements it sends. RepGate runs as `npm start` runs it with DATABASE_URL set, on an
// embedded PostgreSQL that this bench starts with pg_stat_statements loaded; the hunters run
// in a process of their own (bench/attack-hunters.ts). N hunters sign in, each enters an E
// combat gate, and they attack at a legal pace (an attack's reps at 250 ms each): first a
// warm-up that is not measured, then the measured attacks. The monsters and the hunters are
// given a million HP after they enter, so that no fight ends during the bench and every
// request measured is an attack (a claim or a defeat would blur the figure); the log grows as
// in a long fight. The server's CPU time (user + system, /proc) over the measured attacks,
// divided by their number, is what no neighbour on the shared cores can move much; requests/s
// and latency move with the machine's load and are shown beside it.
// Budget (issue 45): CPU per attack at most half of what it was before the work.
import { fork } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedDatabase } from "../apps/server/src/db/embedded.ts";
import type { AttackersCommand, AttackersConfig, AttackersMessage } from "./attack-hunters.ts";
import { cpuMs } from "./day-proc.ts";
import { failOnServerWarnings, type RunningRepGate, startRepGateOn } from "./servers.ts";

const HUNTERS = Number(process.env.BENCH_ATTACK_HUNTERS ?? 40);
const WARM_UP_ATTACKS = Number(process.env.BENCH_ATTACK_WARM_UP ?? 8);
const MEASURED_ATTACKS = Number(process.env.BENCH_ATTACK_EACH ?? 25);
/**
 * The CPU per attack measured before issue 45's work (µs, 20 hunters, 2026-11-29 07:50; see
 * bench/README.md). The budget is half of it. BENCH_ATTACK_BEFORE_US=0 reports without a verdict.
 */
const BEFORE_US = Number(process.env.BENCH_ATTACK_BEFORE_US ?? 8201);
const PORT = Number(process.env.BENCH_PORT ?? 39_171);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_173);
const PASSWORD = "attack-bench-password";
const EMAIL_OF = "attacker-{i}@bench.example";
const HUGE_HP = 1_000_000;
const IDLE_SECONDS = 5;

const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-bench-attack-"));
await chmod(dataDir, 0o755);
const database = await startEmbeddedDatabase({
  dataDir,
  port: PG_PORT,
  database: "repgate",
  postgresFlags: ["-c", "shared_preload_libraries=pg_stat_statements"],
});
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
await sql.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
let app: RunningRepGate | null = null;
let hunters: ReturnType<typeof fork> | null = null;
try {
  app = await startRepGateOn(PORT, database.url);
  await seedHunters(app.url);
  const config: AttackersConfig = {
    url: app.url,
    hunters: HUNTERS,
    password: PASSWORD,
    emailOf: EMAIL_OF,
  };
  const child = fork(
    fileURLToPath(new URL("./attack-hunters.ts", import.meta.url)),
    [JSON.stringify(config)],
    { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  hunters = child;
  const next = () =>
    new Promise<AttackersMessage>((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`the hunters' process exited with ${code}`));
      child.once("exit", exited);
      child.once("message", (message: AttackersMessage) => {
        child.off("exit", exited);
        resolve(message);
      });
    });
  const attack = async (each: number) => {
    const answer = next();
    child.send({ type: "attack", each } satisfies AttackersCommand);
    const message = await answer;
    if (message.type !== "attacked") throw new Error(`unexpected ${message.type}`);
    return message;
  };

  await next();
  // Endless fights: every request measured is an attack, none a claim or a defeat.
  await sql.query(
    "UPDATE battles SET monster_current_hp = $1, monster_max_hp = $1 WHERE status = 'active'",
    [HUGE_HP],
  );
  await sql.query("UPDATE users SET player_current_hp = $1, player_max_hp = $1", [HUGE_HP]);
  await attack(WARM_UP_ATTACKS);

  // What the server spends with nobody attacking (the job runner's polls, timers): taken off
  // the measured window's CPU, so that a slower run (a busier machine) is not charged for it.
  const idleStart = cpuMs(app.pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idleMsPerSecond = (cpuMs(app.pid) - idleStart) / IDLE_SECONDS;
  const warnings = app.log.warnings().length;
  await sql.query("SELECT pg_stat_statements_reset()");
  const cpuBefore = cpuMs(app.pid);
  const measured = await attack(MEASURED_ATTACKS);
  const cpu = cpuMs(app.pid) - cpuBefore;
  const statements = await sql.query<{ query: string; calls: number }>(
    `SELECT query, calls::int AS calls FROM pg_stat_statements
     WHERE query NOT ILIKE '%pg_stat_statements%' ORDER BY calls DESC`,
  );
  const endpoint = measured.summary.endpoints.find((e) => e.label === "PATCH /api/battles/:id");
  const attacks = measured.attacks;
  const idleMs = idleMsPerSecond * measured.summary.seconds;
  const cpuUs = (Math.max(0, cpu - idleMs) * 1000) / Math.max(1, attacks);
  const calls = statements.rows.reduce((sum, row) => sum + row.calls, 0);

  console.log(
    `\n${HUNTERS} hunters, ${WARM_UP_ATTACKS} warm-up attacks then ${MEASURED_ATTACKS} measured attacks each ` +
      `(${measured.summary.seconds.toFixed(1)} s, ${(attacks / measured.summary.seconds).toFixed(0)} attacks/s)`,
  );
  console.log(
    "| attacks | errors | p50 ms | p99 ms | server CPU per attack | SQL statements per attack |",
  );
  console.log("|---|---|---|---|---|---|");
  console.log(
    `| ${attacks} | ${measured.summary.errors} | ${endpoint?.p50.toFixed(1)} | ${endpoint?.p99.toFixed(1)} | ` +
      `${cpuUs.toFixed(0)} µs | ${(calls / Math.max(1, attacks)).toFixed(2)} |`,
  );
  console.log("\nStatements per attack (pg_stat_statements, every statement of the window):");
  for (const row of statements.rows.slice(0, 15)) {
    const text = row.query.replace(/\s+/g, " ").slice(0, 110);
    console.log(`  ${(row.calls / Math.max(1, attacks)).toFixed(2)}  ${text}`);
  }
  console.log(
    `\nServer CPU over the window: ${cpu} ms, of which ${idleMs.toFixed(0)} ms idle ` +
      `(${idleMsPerSecond.toFixed(1)} ms/s measured with nobody attacking, taken off above)`,
  );
  for (const sample of measured.summary.errorSamples) console.log(`error: ${sample}`);

  let failed = measured.summary.errors > 0 || app.log.warnings().length > warnings;
  if (BEFORE_US > 0) {
    const pass = cpuUs <= BEFORE_US / 2;
    console.log(
      `\nBudget: CPU per attack at most half of ${BEFORE_US} µs (${(BEFORE_US / 2).toFixed(0)} µs): ` +
        `${cpuUs.toFixed(0)} µs, ${pass ? "PASS" : "FAIL"}`,
    );
    if (!pass) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
  failOnServerWarnings([app]);
} finally {
  hunters?.kill();
  await app?.stop();
  await sql.end();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** The hunters, past their awakening, as Fighters (one signs up; the rest copy its password). */
async function seedHunters(url: string): Promise<void> {
  const registered = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "template@bench.example",
      password: PASSWORD,
      hunterName: "Template",
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up gave ${registered.status}`);
  await sql.query(
    `INSERT INTO users (email, password_hash, hunter_name, hunter_name_key, region,
       has_accepted_player, has_completed_assessment, has_completed_profile, user_class)
     SELECT replace($2, '{i}', i::text), t.password_hash, 'Attacker ' || i, 'attacker ' || i,
       t.region, true, true, true, 'Fighter'
     FROM generate_series(0, $1::int - 1) AS i,
       (SELECT password_hash, region FROM users WHERE email = 'template@bench.example') AS t`,
    [HUNTERS, EMAIL_OF],
  );
  await sql.query("VACUUM ANALYZE users");
}
