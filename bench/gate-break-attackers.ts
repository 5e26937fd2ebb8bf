// The attacking hunters of bench/gate-break.ts, in a process of their own (forked with IPC).
// Each hunter has a session seeded in the database (no argon2 sign-in) and calls from an
// address of its own, joins the Gate Break on its instance (`POST /api/world-events/{id}/join`)
// and then attacks through the usual battle call at a hunter's pace: an attack's reps at one
// every 2 s (as bench/day-hunter.ts's hunters: real push-ups, squats, burpees), after the
// previous answer. BENCH_GB_REP_MS=250 plays every hunter at the anti-cheat's fastest legal pace,
// a limit no crowd keeps (at 500 hunters that is about 400 attacks a second).
// Every answered hit is kept as (time its answer arrived, the shared HP it reports), on the
// machine's one clock (performance.timeOrigin + performance.now()), so that the watchers'
// process can tell how long each hit took to reach every watcher.
//   (start) join -> "joined"; "attack seconds" -> attacks until then -> "attacked" + results.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { Battle } from "@repgate/contracts/battles";
import { HunterClient } from "./day-client.ts";
import { Recorder, type WindowSummary } from "./day-stats.ts";

export interface GateAttackersConfig {
  /** The instances' URLs: hunter i calls urls[i % urls.length]. */
  urls: string[];
  eventId: string;
  /** The seeded hunters' session cookies, one per hunter. */
  cookies: string[];
}

export type GateAttackersCommand = { type: "attack"; seconds: number };
export type GateAttackersMessage =
  | { type: "joined" }
  | {
      type: "attacked";
      summary: WindowSummary;
      /** Answered hits: [answer time, shared HP after it] pairs, flattened. */
      hits: number[];
      /** Reps of every answered attack, summed (what the database must hold). */
      reps: number;
      loopDelayP99: number;
    };

/** One rep every this many ms (the pace rule allows 250 at the fastest). */
const REP_MS = Number(process.env.BENCH_GB_REP_MS ?? 2000);
/** Beyond the reps' time: a real hunter is never exactly on time. */
const SLACK_MS = 60;
/** How attacks are chosen, as bench/day-hunter.ts does: light (3 reps), heavy (6), combo (8). */
const KINDS = ["light", "light", "light", "light", "light", "heavy", "heavy", "heavy", "combo"];
const ATTACK = "PATCH /api/battles/:id";

/** The first message from bench/gate-break.ts. */
const config = await new Promise<GateAttackersConfig>((resolve) =>
  process.once("message", (message: { config: GateAttackersConfig }) => resolve(message.config)),
);
const recorder = new Recorder();
const loop = monitorEventLoopDelay({ resolution: 10 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();

interface Fighter {
  client: HunterClient;
  battle: Battle;
}

async function join(index: number): Promise<Fighter> {
  const url = new URL(config.urls[index % config.urls.length] ?? "");
  const client = new HunterClient(
    url,
    `127.4.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    recorder,
  );
  client.cookie = config.cookies[index] ?? "";
  const joined = await client.call(
    "POST /api/world-events/:id/join",
    "POST",
    `/api/world-events/${config.eventId}/join`,
  );
  if (!joined) throw new Error(`hunter ${index} could not join the Gate Break`);
  const battle = (
    await client.call("GET /api/battles/active", "GET", "/api/battles/active")
  )?.json<Battle | null>();
  if (!battle) throw new Error(`hunter ${index} joined but has no battle`);
  return { client, battle };
}

const hits: number[] = [];
let reps = 0;

/** Attacks until `until`, each after its reps' time since the previous answer. */
async function fight(fighter: Fighter, until: number): Promise<void> {
  for (;;) {
    const kind = KINDS[Math.floor(Math.random() * KINDS.length)] ?? "light";
    const count = fighter.battle.attacks.find((a) => a.kind === kind)?.reps ?? 3;
    await sleep(count * REP_MS + SLACK_MS);
    if (now() >= until) return;
    const hit = await fighter.client.call(ATTACK, "PATCH", `/api/battles/${fighter.battle.id}`, {
      body: { attack: kind, reps: count },
    });
    if (!hit) continue;
    const answeredAt = now();
    fighter.battle = hit.json<{ battle: Battle }>().battle;
    hits.push(answeredAt, fighter.battle.monsterCurrentHP);
    reps += count;
  }
}

// Joined a few at a time, as hunters opening the app would; not measured.
const fighters: Fighter[] = [];
const JOIN_BATCH = 25;
for (let i = 0; i < config.cookies.length; i += JOIN_BATCH) {
  const batch = config.cookies.slice(i, i + JOIN_BATCH).map((_, k) => join(i + k));
  fighters.push(...(await Promise.all(batch)));
}
recorder.take({ seconds: 0, hunterSeconds: 0, hunters: 0, loopDelayP99: 0 });
process.send?.({ type: "joined" } satisfies GateAttackersMessage);

process.on("message", async (command: GateAttackersCommand) => {
  const started = now();
  const until = started + command.seconds * 1000;
  loop.reset();
  loop.enable();
  // Hunters start spread over one light attack's time, as players who did not start together.
  await Promise.all(
    fighters.map(async (fighter, i) => {
      await sleep((i / fighters.length) * 3 * REP_MS);
      return fight(fighter, until);
    }),
  );
  loop.disable();
  const summary = recorder.take({
    seconds: (now() - started) / 1000,
    hunterSeconds: 0,
    hunters: fighters.length,
    loopDelayP99: loop.percentile(99) / 1e6,
  });
  process.send?.({
    type: "attacked",
    summary,
    hits,
    reps,
    loopDelayP99: summary.loopDelayP99,
  } satisfies GateAttackersMessage);
});
