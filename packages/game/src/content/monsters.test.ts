import { describe, expect, it } from "vitest";
import { RANKS } from "../rules/ranks.ts";
import { findMonster, getMonster, MONSTERS, monstersOfRank } from "./monsters.ts";

describe("MONSTERS", () => {
  it("has unique ids and names", () => {
    expect(new Set(MONSTERS.map((m) => m.id)).size).toBe(MONSTERS.length);
    expect(new Set(MONSTERS.map((m) => m.name)).size).toBe(MONSTERS.length);
  });

  it.each(RANKS)("rank %s has at least 4 monsters and 1 boss", (rank) => {
    const monsters = monstersOfRank(rank);
    expect(monsters.filter((m) => !m.isBoss).length).toBeGreaterThanOrEqual(4);
    expect(monsters.filter((m) => m.isBoss).length).toBeGreaterThanOrEqual(1);
  });

  it("uses positive whole numbers and slug ids", () => {
    for (const m of MONSTERS) {
      expect(m.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const value of [m.level, m.maxHP, m.combatPower, m.attack]) {
        expect(Number.isInteger(value) && value > 0).toBe(true);
      }
    }
  });

  it.each(RANKS)("rank %s: each boss outclasses every regular monster of its rank", (rank) => {
    const monsters = monstersOfRank(rank);
    const regular = monsters.filter((m) => !m.isBoss);
    for (const boss of monsters.filter((m) => m.isBoss)) {
      for (const m of regular) {
        expect(boss.level).toBeGreaterThan(m.level);
        expect(boss.maxHP).toBeGreaterThan(1.75 * m.maxHP);
        expect(boss.attack).toBeGreaterThan(m.attack);
        expect(boss.combatPower).toBeGreaterThan(m.combatPower);
      }
    }
  });

  it("grows with rank: every monster of a rank is above every monster of the rank below", () => {
    for (let i = 1; i < RANKS.length; i += 1) {
      const lower = monstersOfRank(RANKS[i - 1] ?? "E");
      const upper = monstersOfRank(RANKS[i] ?? "E");
      const top = (key: "level" | "maxHP") =>
        Math.max(...lower.filter((m) => !m.isBoss).map((m) => m[key]));
      for (const m of upper) {
        expect(m.level).toBeGreaterThan(Math.max(...lower.map((l) => l.level)));
        expect(m.maxHP).toBeGreaterThan(top("maxHP"));
      }
      expect(top("level")).toBeLessThan(Math.min(...upper.map((m) => m.level)));
    }
  });

  it("lists regular monsters before bosses", () => {
    const e = monstersOfRank("E");
    expect(e.findIndex((m) => m.isBoss)).toBe(e.filter((m) => !m.isBoss).length);
  });
});

describe("findMonster and getMonster", () => {
  it("find by id", () => {
    expect(getMonster("goblin-scout").name).toBe("Goblin Scout");
    expect(findMonster("goblin-scout")?.rank).toBe("E");
  });

  it("tell a missing id apart", () => {
    expect(findMonster("nope")).toBeUndefined();
    expect(() => getMonster("nope")).toThrow(RangeError);
  });
});
