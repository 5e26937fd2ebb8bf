// The load generator of bench/attack.ts, in a process of its own (forked with IPC). Each hunter
// signs in from an address of its own (sign-in is limited per address, as `npm start` sets it),
// enters an E combat gate, and then attacks at a legal pace: an attack's reps at 250 ms each
// plus a little, as the fastest real hunter could. Steps on the parent's word, so that the
// parent measures the server's CPU over the attacks alone:
//   (start) sign in and enter -> "entered"; "attack n" -> n attacks each -> "attacked" + summary.
import { performance } from "node:perf_hooks";
import type { Battle } from "@repgate/contracts/battles";
import type { Dungeon } from "@repgate/contracts/dungeons";
import { HunterClient } from "./day-client.ts";
import { Recorder, type WindowSummary } from "./day-stats.ts";

export interface AttackersConfig {
  url: string;
  hunters: number;
  password: string;
  /** The seeded hunters' emails are emailOf.replace("{i}", i). */
  emailOf: string;
}

export type AttackersCommand = { type: "attack"; each: number };
export type AttackersMessage =
  | { type: "entered" }
  | { type: "attacked"; summary: WindowSummary; attacks: number };

/** The pace rule's 250 ms per rep, plus this much: a real hunter is never exactly on time. */
const SLACK_MS = 60;
/** How attacks are chosen, as bench/day-hunter.ts does: light (3 reps), heavy (6), combo (8). */
const KINDS = ["light", "light", "light", "light", "light", "heavy", "heavy", "heavy", "combo"];
const ATTACK = "PATCH /api/battles/:id";

const config = JSON.parse(process.argv[2] ?? "{}") as AttackersConfig;
const recorder = new Recorder();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fighter {
  client: HunterClient;
  battle: Battle;
}

async function signInAndEnter(index: number): Promise<Fighter> {
  const url = new URL(config.url);
  const client = new HunterClient(
    url,
    `127.2.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    recorder,
  );
  const signedIn = await client.call("POST /api/auth/login", "POST", "/api/auth/login", {
    body: { email: config.emailOf.replace("{i}", String(index)), password: config.password },
  });
  const cookie = signedIn?.headers["set-cookie"]?.[0]?.split(";")[0];
  if (!cookie) throw new Error(`hunter ${index} could not sign in`);
  client.cookie = cookie;
  const gates = (await client.call("GET /api/dungeons", "GET", "/api/dungeons"))?.json<Dungeon[]>();
  const gate = gates?.find((g) => g.type !== "movement" && g.rank === "E");
  if (!gate) throw new Error("no open E combat gate");
  const entered = await client.call(
    "POST /api/dungeons/:id/enter",
    "POST",
    `/api/dungeons/${gate.id}/enter`,
  );
  const battle = entered?.json<{ battle: Battle | null }>().battle;
  if (!battle) throw new Error(`hunter ${index} entered no battle`);
  return { client, battle };
}

/** `each` attacks, each after its reps' time since the previous answer. */
async function fight(fighter: Fighter, each: number): Promise<number> {
  let landed = 0;
  for (let n = 0; n < each; n += 1) {
    const kind = KINDS[Math.floor(Math.random() * KINDS.length)] ?? "light";
    const reps = fighter.battle.attacks.find((a) => a.kind === kind)?.reps ?? 3;
    await sleep(reps * 250 + SLACK_MS);
    const hit = await fighter.client.call(ATTACK, "PATCH", `/api/battles/${fighter.battle.id}`, {
      body: { attack: kind, reps },
    });
    if (!hit) continue;
    landed += 1;
    fighter.battle = hit.json<{ battle: Battle }>().battle;
  }
  return landed;
}

const fighters: Fighter[] = [];
for (let i = 0; i < config.hunters; i += 1) fighters.push(await signInAndEnter(i));
recorder.take({ seconds: 0, hunterSeconds: 0, hunters: 0, loopDelayP99: 0 });
process.send?.({ type: "entered" } satisfies AttackersMessage);

process.on("message", async (command: AttackersCommand) => {
  const started = performance.now();
  // Hunters start spread over one light attack's time, as players who did not start together.
  const landed = await Promise.all(
    fighters.map(async (fighter, i) => {
      await sleep((i / fighters.length) * 750);
      return fight(fighter, command.each);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = recorder.take({
    seconds,
    hunterSeconds: 0,
    hunters: fighters.length,
    loopDelayP99: 0,
  });
  process.send?.({
    type: "attacked",
    summary,
    attacks: landed.reduce((sum, n) => sum + n, 0),
  } satisfies AttackersMessage);
});
