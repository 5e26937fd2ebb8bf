import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { movementTimeLimitSeconds } from "../rules/movement.ts";
import { RANKS, rankOrder } from "../rules/ranks.ts";
import {
  type CombatDungeon,
  DUNGEON_TEMPLATES,
  dungeonTemplatesOfRank,
  enemiesOf,
  findDungeonTemplate,
  nextEnemyIndex,
} from "./dungeons.ts";
import { findMonster } from "./monsters.ts";

const combatDungeons = DUNGEON_TEMPLATES.filter((d): d is CombatDungeon => d.type === "combat");
const publicDir = fileURLToPath(new URL("../../../../apps/web/public", import.meta.url));

describe("DUNGEON_TEMPLATES", () => {
  it("has unique slug ids and names", () => {
    expect(new Set(DUNGEON_TEMPLATES.map((d) => d.id)).size).toBe(DUNGEON_TEMPLATES.length);
    expect(new Set(DUNGEON_TEMPLATES.map((d) => d.name)).size).toBe(DUNGEON_TEMPLATES.length);
    for (const d of DUNGEON_TEMPLATES) expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(RANKS)("rank %s has at least 3 combat and 1 movement template", (rank) => {
    const templates = dungeonTemplatesOfRank(rank);
    expect(templates.filter((d) => d.type === "combat").length).toBeGreaterThanOrEqual(3);
    expect(templates.filter((d) => d.type === "movement").length).toBeGreaterThanOrEqual(1);
  });

  it("fills every field the dungeon card shows", () => {
    for (const d of DUNGEON_TEMPLATES) {
      expect(d.name.length).toBeGreaterThan(3);
      expect(d.description.length).toBeGreaterThan(20);
      expect(d.magicalBeasts.length).toBeGreaterThan(0);
      expect(Number.isInteger(d.recommendedCP) && d.recommendedCP > 0).toBe(true);
      expect(Number.isInteger(d.estimatedTime) && d.estimatedTime > 0).toBe(true);
      expect(["weapon", "item", "potion"]).toContain(d.rewards.type);
      expect(Number.isInteger(d.rewards.xp) && d.rewards.xp > 0).toBe(true);
      expect(Number.isInteger(d.rewards.gold) && d.rewards.gold > 0).toBe(true);
      expect(d.rewards.itemDropChance).toBeGreaterThan(0);
      expect(d.rewards.itemDropChance).toBeLessThanOrEqual(1);
    }
  });

  it("keeps recommended CP bands of the ranks apart, growing with rank", () => {
    for (let i = 1; i < RANKS.length; i += 1) {
      const lower = dungeonTemplatesOfRank(RANKS[i - 1] ?? "E").map((d) => d.recommendedCP);
      const upper = dungeonTemplatesOfRank(RANKS[i] ?? "E").map((d) => d.recommendedCP);
      expect(Math.max(...lower)).toBeLessThan(Math.min(...upper));
    }
  });

  it("pays more XP and gold, with better drop chances, at higher ranks", () => {
    for (const a of DUNGEON_TEMPLATES) {
      for (const b of DUNGEON_TEMPLATES) {
        if (rankOrder(a.rank) >= rankOrder(b.rank)) continue;
        expect(a.rewards.xp).toBeLessThan(b.rewards.xp);
        expect(a.rewards.gold).toBeLessThan(b.rewards.gold);
        expect(a.rewards.itemDropChance).toBeLessThanOrEqual(b.rewards.itemDropChance);
      }
    }
  });
});

describe("combat dungeons", () => {
  it.each(combatDungeons.map((d) => [d.id, d] as const))("%s: every enemy exists", (_, d) => {
    expect(d.enemySequence.length).toBeGreaterThanOrEqual(3);
    for (const id of d.enemySequence) expect(findMonster(id), id).toBeDefined();
  });

  it.each(combatDungeons.map((d) => [d.id, d] as const))(
    "%s: ends with its only boss, of the dungeon's rank",
    (_, d) => {
      const enemies = enemiesOf(d);
      const boss = enemies.at(-1);
      expect(boss?.isBoss).toBe(true);
      expect(enemies.slice(0, -1).every((m) => !m.isBoss)).toBe(true);
      expect(d.bossName).toBe(boss?.name);
      expect(d.bossRank).toBe(boss?.rank);
      for (const m of enemies) expect(m.rank).toBe(d.rank);
    },
  );

  it("lists each monster kind once among its magical beasts", () => {
    for (const d of combatDungeons) {
      expect(d.magicalBeasts).toEqual([...new Set(enemiesOf(d).map((m) => m.name))]);
    }
  });

  it("walks the sequence and stops after the boss", () => {
    const d = findDungeonTemplate("goblin-warren") as CombatDungeon;
    expect(nextEnemyIndex(d, 0)).toBe(1);
    expect(nextEnemyIndex(d, d.enemySequence.length - 2)).toBe(d.enemySequence.length - 1);
    expect(nextEnemyIndex(d, d.enemySequence.length - 1)).toBeNull();
  });
});

describe("movement dungeons", () => {
  const movement = DUNGEON_TEMPLATES.filter((d) => d.type === "movement");

  it("ask for a distance that grows with rank, within the time limit", () => {
    for (const d of movement) {
      expect(d.requiredDistance).toBeGreaterThan(0);
      expect(d.estimatedTime * 60).toBeLessThanOrEqual(
        movementTimeLimitSeconds(d.requiredDistance),
      );
    }
    for (const a of movement) {
      for (const b of movement) {
        if (rankOrder(a.rank) < rankOrder(b.rank)) {
          expect(a.requiredDistance).toBeLessThan(b.requiredDistance);
        }
      }
    }
  });
});

describe("dungeon images", () => {
  it.each(DUNGEON_TEMPLATES.map((d) => [d.imageUrl, d] as const))(
    "%s exists, is self-contained and named after the dungeon",
    (imageUrl, d) => {
      expect(imageUrl).toBe(`/dungeons/${d.id}.svg`);
      const file = `${publicDir}${imageUrl}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain(`<title>${d.name}`);
      // Nothing fetched: no links, embedded images, fonts or imports.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(
        /https?:|href|<image|@import|@font-face|font-family|<script/i,
      );
      expect(svg.length).toBeLessThan(8000);
    },
  );
});

describe("findDungeonTemplate", () => {
  it("finds by id and returns undefined otherwise", () => {
    expect(findDungeonTemplate("wolf-den")?.rank).toBe("E");
    expect(findDungeonTemplate("nope")).toBeUndefined();
  });
});
