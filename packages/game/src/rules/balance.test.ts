import { describe, expect, it } from "vitest";
import { type CombatDungeon, DUNGEON_TEMPLATES, enemiesOf } from "../content/dungeons.ts";
import type { Monster } from "../content/monsters.ts";
import { estimateCombatRun, REFERENCE_HUNTERS } from "./balance.ts";
import { ATTACK_KINDS, BATTLE_TIME_LIMIT_SECONDS } from "./combat.ts";
import { BASE_MAX_HP } from "./hp.ts";
import { matchLabel } from "./match.ts";
import { combatPower } from "./stats.ts";

const combat = DUNGEON_TEMPLATES.filter((d): d is CombatDungeon => d.type === "combat");
const fresh = REFERENCE_HUNTERS.E;

describe("estimateCombatRun", () => {
  const slime: Monster = {
    id: "t",
    name: "T",
    rank: "E",
    isBoss: false,
    level: 10,
    maxHP: 36,
    combatPower: 1,
    attack: 4,
    picture: "slime",
  };

  it("counts attacks, reps, expected counter damage and minutes", () => {
    // Unarmed light deals 18: 2 attacks per monster; only the first of each is answered.
    expect(estimateCombatRun([slime, slime], fresh)).toEqual({
      attacks: 4,
      reps: 12,
      expectedDamageTaken: 2 * 0.25 * 4,
      minutes: (12 * 3 + 30) / 60,
    });
  });
});

describe("catalogue balance", () => {
  it("starts a new hunter at CP 60, unarmed", () => {
    expect(combatPower(fresh.stats)).toBe(60);
    expect(fresh.weapon).toBe("unarmed");
  });

  it.each(combat.map((d) => [d.id, d] as const))(
    "%s: its rank's hunter clears it in a real workout and lives",
    (_, d) => {
      const hunter = REFERENCE_HUNTERS[d.rank];
      for (const kind of ATTACK_KINDS) {
        const run = estimateCombatRun(enemiesOf(d), hunter, kind);
        expect(run.reps).toBeGreaterThanOrEqual(100);
        expect(run.reps).toBeLessThanOrEqual(300);
        expect(run.expectedDamageTaken).toBeLessThan(BASE_MAX_HP);
        expect(run.minutes).toBeLessThanOrEqual(d.estimatedTime);
        expect(d.estimatedTime).toBeLessThanOrEqual(Math.ceil(run.minutes) + 5);
      }
      expect(matchLabel(combatPower(hunter.stats), d.recommendedCP)).toBe("Perfect Match!");
    },
  );

  it("lets a new hunter clear every E dungeon in a few hundred reps, well under 30 minutes", () => {
    for (const d of combat.filter((c) => c.rank === "E")) {
      for (const kind of ATTACK_KINDS) {
        const run = estimateCombatRun(enemiesOf(d), fresh, kind);
        expect(run.reps).toBeLessThan(250);
        expect(run.minutes).toBeLessThan(20);
        expect(run.expectedDamageTaken).toBeLessThan(BASE_MAX_HP / 2);
      }
    }
  });

  it("keeps each single battle far inside the 30-minute timer for its rank's hunter", () => {
    for (const d of combat) {
      for (const monster of enemiesOf(d)) {
        const run = estimateCombatRun([monster], REFERENCE_HUNTERS[d.rank], "combo");
        expect(run.minutes * 60).toBeLessThan(BATTLE_TIME_LIMIT_SECONDS / 2);
      }
    }
  });

  it("makes D a stretch for a new hunter: survivable only with heavier attacks and potions", () => {
    for (const d of combat.filter((c) => c.rank === "D")) {
      expect(matchLabel(60, d.recommendedCP)).toBe("Challenging");
      const light = estimateCombatRun(enemiesOf(d), fresh, "light");
      const combo = estimateCombatRun(enemiesOf(d), fresh, "combo");
      expect(light.expectedDamageTaken).toBeGreaterThan(BASE_MAX_HP);
      expect(combo.expectedDamageTaken).toBeLessThan(2 * BASE_MAX_HP);
    }
  });

  it("puts S far out of a new hunter's reach", () => {
    for (const d of combat.filter((c) => c.rank === "S")) {
      const run = estimateCombatRun(enemiesOf(d), fresh, "combo");
      expect(run.reps).toBeGreaterThan(5000);
      expect(run.expectedDamageTaken).toBeGreaterThan(100 * BASE_MAX_HP);
      expect(matchLabel(60, d.recommendedCP)).toBe("Too Dangerous");
    }
  });

  it("makes each rank's hunter struggle two ranks up", () => {
    const ranks = ["E", "D", "C", "B"] as const;
    const twoUp = { E: "C", D: "B", C: "A", B: "S" } as const;
    for (const rank of ranks) {
      for (const d of combat.filter((c) => c.rank === twoUp[rank])) {
        const run = estimateCombatRun(enemiesOf(d), REFERENCE_HUNTERS[rank], "combo");
        expect(run.expectedDamageTaken).toBeGreaterThan(2 * BASE_MAX_HP);
      }
    }
  });
});
