import type { Dungeon } from "@repgate/contracts/dungeons";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type InstanceHunter, onboardedHunterOn } from "../../test/instance-hunters.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import type { TestApp } from "../../test/test-app.ts";
import { twoInstancesBeforeAll } from "../../test/two-instances.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;

twoInstancesBeforeAll((instances) => {
  ({ t, a, b } = instances);
});

async function listOn(base: string, hunter: InstanceHunter): Promise<Dungeon[]> {
  const response = await fetch(`${base}/api/dungeons`, { headers: { cookie: hunter.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as Dungeon[];
}

describe("planned gates on two instances", () => {
  it("are listed with the same ids by both without a row, and stored once when entered through both", async () => {
    const onA = await Promise.all([1, 2, 3].map(() => onboardedHunterOn(t.db, a.base, "gate")));
    const onB = await Promise.all([1, 2, 3].map(() => onboardedHunterOn(t.db, b.base, "gate")));
    const [listA, listB] = [
      await listOn(a.base, onA[0] as InstanceHunter),
      await listOn(b.base, onB[0] as InstanceHunter),
    ];
    expect(listA.map((d) => d.id)).toEqual(listB.map((d) => d.id));
    // A Gate Break's own gate is stored when it is planned (the weekend schedule plans one at
    // startup): it is no planned gate, and no list shows it.
    const stored = async () =>
      (
        await t.db.execute(
          sql`SELECT id FROM dungeons WHERE id NOT IN (SELECT dungeon_id FROM world_events)`,
        )
      ).rows.map((r) => String(r.id));
    expect(await stored()).toEqual([]);
    const gateBreakGates = (await t.db.execute(sql`SELECT dungeon_id FROM world_events`)).rows.map(
      (r) => String(r.dungeon_id),
    );
    expect(listA.filter((d) => gateBreakGates.includes(d.id))).toEqual([]);

    const gate = listA.find((d) => d.type === "combat" && d.rank === "E") as Dungeon;
    const entries = await Promise.all(
      [...onA.map((h) => [a.base, h] as const), ...onB.map((h) => [b.base, h] as const)].map(
        ([base, hunter]) =>
          fetch(`${base}/api/dungeons/${gate.id}/enter`, {
            method: "POST",
            headers: { cookie: hunter.cookie },
          }),
      ),
    );
    expect(entries.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await stored()).toEqual([gate.id]);
  });
});
