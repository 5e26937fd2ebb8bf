import type { InventoryItem } from "@repgate/contracts/inventory";
import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../../db/connect.ts";
import { type Hunter, signUpPlayer } from "../factories.ts";
import type { TestClock } from "../test-clock.ts";
import { setBalance } from "../wallet-helpers.ts";

/** Two (or more) app instances on one database, a clock the workload moves, and hunters. */
export interface World extends Database {
  instances: FastifyInstance[];
  clock: TestClock;
}

const OPERATIONS = [
  "purchase",
  "list",
  "buyListing",
  "withdraw",
  "useItem",
  "openChest",
  "equip",
  "quest",
  "battle",
  "guild",
  "reawaken",
] as const;
type Operation = (typeof OPERATIONS)[number];

export interface Step {
  op: Operation;
  /** Index into the hunters. */
  hunter: number;
  /** Which of several candidates (item, listing) to pick. */
  pick: number;
  /** How many copies of the deciding request go out at once, over the instances. */
  copies: number;
}

/** Counts of what the workload sent: by operation, and any 5xx (a bug, always reported). */
export interface WorkloadStats {
  requests: number;
  errors: string[];
  /** "op status" → count, when given: shows the workload reaches the money paths. */
  outcomes?: Map<string, number>;
}

export async function makeHunters(world: World, count: number): Promise<Hunter[]> {
  const hunters: Hunter[] = [];
  const t = { app: world.instances[0] as FastifyInstance, db: world.db };
  for (let i = 0; i < count; i += 1) {
    const hunter = await signUpPlayer(t);
    // Enough for the dearest paths too: a guild (10,000), its renames (500), a reawakening (50,000).
    await setBalance(world.db, hunter.user.id, "gold", 65_000);
    hunters.push(hunter);
  }
  return hunters;
}

/** Runs the steps, all at once (each step's copies at once too), and records any 5xx. */
export async function runSteps(
  world: World,
  hunters: Hunter[],
  steps: Step[],
  stats: WorkloadStats,
) {
  await Promise.all(steps.map((step) => runStep(world, hunters, step, stats)));
}

async function runStep(world: World, hunters: Hunter[], step: Step, stats: WorkloadStats) {
  const hunter = hunters[step.hunter % hunters.length] as Hunter;
  let turn = step.pick;
  const call = async (method: string, url: string, payload?: unknown) => {
    const app = world.instances[turn++ % world.instances.length] as FastifyInstance;
    const response: LightMyRequestResponse = await app.inject({
      method: method as "GET",
      url,
      headers: { cookie: hunter.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    stats.requests += 1;
    if (stats.outcomes && method !== "GET") {
      const key = `${step.op} ${method} ${response.statusCode}`;
      stats.outcomes.set(key, (stats.outcomes.get(key) ?? 0) + 1);
    }
    if (response.statusCode >= 500)
      stats.errors.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  const burst = (method: string, url: string, payload?: unknown) =>
    Promise.all(Array.from({ length: step.copies }, () => call(method, url, payload)));
  const inventory = async (): Promise<InventoryItem[]> => {
    const r = await call("GET", "/api/inventory");
    return r.statusCode === 200 ? (r.json() as InventoryItem[]) : [];
  };
  const pickOf = <T>(list: T[]): T | undefined =>
    list.length === 0 ? undefined : list[step.pick % list.length];

  switch (step.op) {
    case "purchase": {
      const r = await call("GET", "/api/shop/items");
      const item = r.statusCode === 200 ? pickOf(r.json() as { id: string }[]) : undefined;
      if (item) await burst("POST", "/api/shop/purchase", { itemId: item.id });
      return;
    }
    case "list": {
      const item = pickOf(
        (await inventory()).filter(
          (i) => !(i as { equipped?: boolean }).equipped && !(i as { inEscrow?: boolean }).inEscrow,
        ),
      );
      if (item)
        await burst("POST", "/api/shop/auction/list", {
          itemId: item.id,
          price: 1 + (step.pick % 300),
        });
      return;
    }
    case "buyListing":
    case "withdraw": {
      const r = await call("GET", "/api/shop/auction");
      const listings =
        r.statusCode === 200
          ? (r.json() as { id: string; sellerId?: string; seller?: { id?: string } }[])
          : [];
      const mine = (l: (typeof listings)[number]) =>
        (l.sellerId ?? l.seller?.id) === hunter.user.id;
      if (step.op === "buyListing") {
        const listing = pickOf(listings.filter((l) => !mine(l)));
        if (listing) await burst("POST", "/api/shop/auction/purchase", { listingId: listing.id });
      } else {
        const listing = pickOf(listings.filter(mine));
        if (listing) await burst("DELETE", `/api/shop/auction/${listing.id}`);
      }
      return;
    }
    case "useItem":
    case "openChest":
    case "equip": {
      const items = await inventory();
      const item = pickOf(
        items.filter((i) =>
          step.op === "openChest" ? /chest/i.test(`${i.type} ${i.name}`) : true,
        ),
      );
      if (!item) return;
      const url = {
        useItem: "/api/inventory/use-item",
        openChest: "/api/inventory/open-chest",
        equip: "/api/inventory/equip",
      }[step.op];
      await burst("POST", url, { itemId: item.id });
      return;
    }
    case "quest": {
      const r = await call("GET", "/api/quests/daily");
      if (r.statusCode !== 200) return;
      const quest = (r.json() as { quest?: QuestShape | null }).quest;
      if (!quest || quest.completed) return;
      const tasks = quest.requirements.sections.flatMap((s, sectionIndex) =>
        s.tasks.map((_t, taskIndex) => ({ sectionIndex, taskIndex })),
      );
      for (const task of tasks.slice(0, -1))
        await call("PATCH", `/api/quests/${quest.id}/tasks`, { ...task, completed: true });
      const last = tasks[tasks.length - 1];
      if (last) await burst("PATCH", `/api/quests/${quest.id}/tasks`, { ...last, completed: true });
      await burst("POST", `/api/quests/${quest.id}/complete`);
      return;
    }
    case "battle": {
      const list = await call("GET", "/api/dungeons");
      const dungeon =
        list.statusCode === 200
          ? (list.json() as { id: string; type: string; rank: string }[]).find(
              (d) => d.type === "combat" && d.rank === "E",
            )
          : undefined;
      if (!dungeon) return;
      const entered = await call("POST", `/api/dungeons/${dungeon.id}/enter`);
      const battle =
        entered.statusCode === 201
          ? (entered.json() as { battle?: { id: string } }).battle
          : undefined;
      if (!battle) return;
      await world.db.execute(
        sql`UPDATE battles SET monster_current_hp = 1 WHERE id = ${battle.id}`,
      );
      world.clock.advance(1_000);
      await burst("PATCH", `/api/battles/${battle.id}`, { attack: "light", reps: 3 });
      await burst("POST", `/api/battles/${battle.id}/complete`);
      return;
    }
    case "guild": {
      // Outside a guild the hunter founds one (10,000 gold); then renames it (500) or leaves.
      const inGuild = async () => {
        const current = await call("GET", "/api/guild");
        return current.statusCode === 200 && current.json() !== null;
      };
      const name = `Guild ${step.hunter}-${step.pick}-${turn}`;
      if (!(await inGuild())) await burst("POST", "/api/guilds", { name, insignia: "🛡️" });
      if (!(await inGuild())) return;
      if (step.pick % 3 === 0) await burst("DELETE", "/api/guild/leave");
      else await burst("PUT", "/api/guild/name", { name: `${name} renamed` });
      return;
    }
    case "reawaken": {
      // 50,000 gold, then the assessment again, so the hunter plays on.
      await burst("POST", "/api/user/reawaken");
      await call("POST", "/api/user/complete-assessment", {
        pushups: 40,
        situps: 40,
        plankTime: 90,
        exerciseFrequency: "regular",
        fitnessGoal: "general",
      });
      return;
    }
  }
}

interface QuestShape {
  id: string;
  completed?: boolean;
  requirements: { sections: { tasks: unknown[] }[] };
}

import fc from "fast-check";

/** A step of the workload, generated. */
export const stepArbitrary = (hunters: number): fc.Arbitrary<Step> =>
  fc.record({
    op: fc.constantFrom(...OPERATIONS),
    hunter: fc.nat(hunters - 1),
    pick: fc.nat(50),
    copies: fc.integer({ min: 1, max: 3 }),
  });

/** A fast-check command: several hunters' steps at once, over the instances. */
class RoundCommand implements fc.AsyncCommand<object, RoundReal> {
  constructor(readonly steps: Step[]) {}
  check(): boolean {
    return true;
  }
  async run(_model: object, real: RoundReal): Promise<void> {
    await runSteps(real.world, real.hunters, this.steps, real.stats);
  }
  toString(): string {
    return `round(${this.steps.map((s) => `${s.op}#${s.hunter}x${s.copies}`).join(",")})`;
  }
}

interface RoundReal {
  world: World;
  hunters: Hunter[];
  stats: WorkloadStats;
}

export const historyArbitrary = (hunters: number, maxRounds: number) =>
  fc.commands(
    [
      fc
        .array(stepArbitrary(hunters), { minLength: 1, maxLength: hunters * 2 })
        .map((steps) => new RoundCommand(steps)),
    ],
    { maxCommands: maxRounds },
  );
