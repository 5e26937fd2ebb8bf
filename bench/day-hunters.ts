// The load generator of bench/day.ts, in a process of its own (forked with IPC): it keeps the
// number of hunters per instance that it is told to, each playing a day (bench/day-hunter.ts),
// and answers "take" with what it measured since the last one.
// Hunter i plays on instance i % instances, as seeded user i, from address 127.1.x.y.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { HunterClient } from "./day-client.ts";
import { Hunter, SESSION_MINUTES } from "./day-hunter.ts";
import { Recorder } from "./day-stats.ts";

export interface HuntersConfig {
  urls: string[];
  password: string;
  /** The seeded hunters' emails are emailOf.replace("{i}", i). */
  emailOf: string;
}

export type HuntersCommand =
  | { type: "set"; perInstance: number; rampSeconds: number }
  /** What was measured since the last reset; `peek` leaves the window open. */
  | { type: "take"; peek?: boolean };

const config = JSON.parse(process.argv[2] ?? "{}") as HuntersConfig;
const recorder = new Recorder();
const hunters: Hunter[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let windowStart = performance.now();
/** Hunter-seconds of hunters who have left, inside the current window. */
let leftHunterMs = 0;

/**
 * Puts a hunter in slot `index` after `delayMs`. When they leave by themselves another takes
 * the slot at once (the same seeded account, signing in again). The first session of a slot
 * is drawn from 0.1x to 1.5x SESSION_MINUTES, so that the slots do not all turn over together.
 */
function addHunter(index: number, delayMs: number, first = true): void {
  const url = new URL(config.urls[index % config.urls.length] ?? "");
  const address = `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const client = new HunterClient(url, address, recorder);
  const session =
    SESSION_MINUTES * 60_000 * (first ? 0.1 + 1.4 * Math.random() : 0.5 + Math.random());
  const hunter = new Hunter(
    client,
    { email: config.emailOf.replace("{i}", String(index)), password: config.password },
    session,
  );
  hunters[index] = hunter;
  setTimeout(() => {
    hunter.play().then(
      (ended) => {
        if (!ended || hunters[index] !== hunter) return;
        leftHunterMs += playedInWindow(hunter, performance.now());
        addHunter(index, 0, false);
      },
      (error: unknown) => {
        recorder.fail("hunter", `stopped playing: ${String(error).slice(0, 200)}`);
      },
    );
  }, delayMs);
}

function set(perInstance: number, rampSeconds: number): void {
  const wanted = perInstance * config.urls.length;
  // Arrivals are spread evenly over the ramp, in a random order, so hunters are not in step.
  const newcomers = Math.max(0, wanted - hunters.length);
  for (let n = 0; n < newcomers; n += 1) {
    addHunter(hunters.length, Math.random() * rampSeconds * 1000);
  }
  while (hunters.length > wanted) {
    const hunter = hunters.pop();
    if (!hunter) break;
    hunter.leave();
    leftHunterMs += playedInWindow(hunter, performance.now());
  }
}

function playedInWindow(hunter: Hunter, now: number): number {
  const from = Math.max(windowStart, hunter.startedAt);
  const to = Math.min(now, hunter.stoppedAt ?? now);
  return Math.max(0, to - from);
}

function take(peek: boolean) {
  const now = performance.now();
  const hunterMs = hunters.reduce((sum, h) => sum + playedInWindow(h, now), leftHunterMs);
  const summary = recorder.take(
    {
      seconds: (now - windowStart) / 1000,
      hunterSeconds: hunterMs / 1000,
      hunters: hunters.length,
      loopDelayP99: loopDelay.percentile(99) / 1e6,
    },
    !peek,
  );
  if (peek) return summary;
  loopDelay.reset();
  windowStart = now;
  leftHunterMs = 0;
  return summary;
}

process.on("message", (command: HuntersCommand) => {
  if (command.type === "set") set(command.perInstance, command.rampSeconds);
  if (command.type === "take")
    process.send?.({ type: "window", summary: take(command.peek === true) });
});
process.on("disconnect", () => process.exit(0));
process.send?.({ type: "ready" });
