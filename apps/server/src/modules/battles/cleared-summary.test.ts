import type { Battle, CompleteReply } from "@repgate/contracts/battles";
import { type CombatDungeon, DUNGEON_TEMPLATES } from "@repgate/game/content/dungeons";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  enter,
  landAttack,
  restFor,
  spawnDungeon,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { formParty, partyCall } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Goblin Warren: Goblin Scout, Goblin Scout, Goblin Spearman, Goblin Chieftain Grukk. */
const WARREN = DUNGEON_TEMPLATES.find((d) => d.id === "goblin-warren") as CombatDungeon;

async function claim(hunter: Hunter, battleId: string): Promise<CompleteReply> {
  const response = await battleAction(t, hunter, battleId, "complete");
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}

async function nextBattle(hunter: Hunter): Promise<Battle> {
  const response = await partyCall(t, hunter, "POST", "/api/battles/create-next", {});
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(response.body);
  return response.json().battle;
}

describe("the cleared dungeon's summary (complete reply)", () => {
  it("lists a lone hunter's monsters of the run with their damage and reps, and no party", async () => {
    const hunter = await signUpOnboarded(t.app);
    const entered = await enter(t, hunter, await spawnDungeon(t, WARREN.id));
    let battle: Battle = entered.json().battle;
    const dealt: { damage: number; reps: number }[] = [];
    let last: CompleteReply | null = null;
    for (let i = 0; i < WARREN.enemySequence.length; i++) {
      await woundMonster(t, battle.id, 1);
      const hit = await landAttack(t, hunter, battle.id);
      dealt.push({ damage: hit.damage, reps: 3 });
      last = await claim(hunter, battle.id);
      if (last.nextBattle) {
        t.clock.advance(30_000);
        battle = await nextBattle(hunter);
      }
    }
    const cleared = last?.dungeonComplete;
    expect(cleared?.party).toBeNull();
    expect(cleared?.monstersSlain).toEqual([
      { name: "Goblin Scout", ...dealt[0] },
      { name: "Goblin Scout", ...dealt[1] },
      { name: "Goblin Spearman", ...dealt[2] },
      { name: "Goblin Chieftain Grukk", ...dealt[3] },
    ]);
    expect(last?.previousLevel).toBe((last?.newLevel ?? 0) - (last?.levelsGained ?? 0));
    // A repeated claim (a reply lost, a reload) answers with the same summary.
    const again = await claim(hunter, battle.id);
    expect(again.alreadyClaimed).toBe(true);
    expect(again.dungeonComplete).toEqual(cleared);
  });

  it("shows a party's every member with their damage and reps over the whole run", async () => {
    const [leader, member] = await formParty(t, 2);
    const hunters = [leader, member];
    const dungeonId = await spawnDungeon(t, WARREN.id);
    const asked = await partyCall(t, leader, "POST", "/api/party/dungeon-confirmation", {
      dungeonId,
    });
    const { confirmationId } = asked.json();
    await partyCall(
      t,
      member,
      "POST",
      `/api/party/dungeon-confirmation/${confirmationId}/respond`,
      {
        confirmed: true,
      },
    );
    let battles = await Promise.all(
      hunters.map(async (h) => (await partyCall(t, h, "GET", "/api/battles/active")).json()),
    );
    const totals = [
      { damage: 0, reps: 0 },
      { damage: 0, reps: 0 },
    ];
    let replies: CompleteReply[] = [];
    for (let i = 0; i < WARREN.enemySequence.length; i++) {
      const encounterId = battles[0].partyEncounterId;
      // Both strike; the member's blow leaves the monster standing, the leader lands the last.
      restFor(t, 3);
      const first = await attack(t, member, battles[1].id);
      expect(first.statusCode).toBe(200);
      totals[1] = {
        damage: (totals[1]?.damage ?? 0) + first.json().damage,
        reps: (totals[1]?.reps ?? 0) + 3,
      };
      await t.db.execute(
        sql`UPDATE party_encounters SET monster_current_hp = 1 WHERE id = ${encounterId}`,
      );
      restFor(t, 3);
      const last = await attack(t, leader, battles[0].id);
      expect(last.statusCode).toBe(200);
      totals[0] = {
        damage: (totals[0]?.damage ?? 0) + last.json().damage,
        reps: (totals[0]?.reps ?? 0) + 3,
      };
      replies = [await claim(leader, battles[0].id), await claim(member, battles[1].id)];
      if (replies[0]?.nextBattle) {
        t.clock.advance(30_000);
        battles = await Promise.all(hunters.map(nextBattle));
      }
    }
    const expected = hunters
      .map((h, i) => ({ hunterName: h.user.hunterName, ...totals[i] }))
      // Most damage first; a tie in name order.
      .sort(
        (a, b) => (b.damage ?? 0) - (a.damage ?? 0) || a.hunterName.localeCompare(b.hunterName),
      );
    for (const reply of replies) {
      expect(reply.dungeonComplete?.party).toEqual(expected);
    }
    expect(replies[1]?.dungeonComplete?.monstersSlain.map((m) => m.name)).toEqual([
      "Goblin Scout",
      "Goblin Scout",
      "Goblin Spearman",
      "Goblin Chieftain Grukk",
    ]);
  });
});
