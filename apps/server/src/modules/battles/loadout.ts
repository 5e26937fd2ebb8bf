import { type ClassName, HUNTER_CLASSES, isClassName } from "@repgate/game/content/classes";
import { type AttackSetName, effectiveStats, isWeaponSubType } from "@repgate/game/rules/combat";
import { equipmentBonuses } from "@repgate/game/rules/equipment";
import type { Stats } from "@repgate/game/rules/stats";
import type { Queryable } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { findEquippedWeapon, listEquipped } from "../inventory/repo.ts";

/** What the hunter fights with, read fresh for every action. */
export interface Loadout {
  stats: Stats;
  /** Every equipped piece's stats plus active set bonuses (issue 5); null when nothing is worn. */
  weaponStats: Partial<Stats> | null;
  attackSet: AttackSetName;
  className: ClassName | null;
  /** The class damageBonus in percent (0 without a class). */
  classBonus: number;
  /** Agility and vitality against the monster: the hunter's plus the weapon's. */
  guard: { agility: number; vitality: number };
  /** The hunter's perception plus the gear's: the chance of a critical hit. */
  perception: number;
}

function hunterStats(user: UserRow): Stats {
  const { strength, agility, vitality, intelligence, endurance, perception } = user;
  return { strength, agility, vitality, intelligence, endurance, perception };
}

export async function loadLoadout(db: Queryable, user: UserRow): Promise<Loadout> {
  const weapon = await findEquippedWeapon(db, user.id);
  const worn = await listEquipped(db, user.id);
  const stats = hunterStats(user);
  const className = user.userClass && isClassName(user.userClass) ? user.userClass : null;
  // The weapon's stats, the rest of the gear's and the set bonuses all feed damage and guard.
  const weaponStats = worn.length > 0 ? equipmentBonuses(worn).bonuses : null;
  const total = effectiveStats(stats, weaponStats);
  return {
    stats,
    weaponStats,
    attackSet: weapon?.subType && isWeaponSubType(weapon.subType) ? weapon.subType : "unarmed",
    className,
    classBonus: HUNTER_CLASSES.find((c) => c.name === className)?.damageBonus ?? 0,
    guard: { agility: total.agility, vitality: total.vitality },
    perception: total.perception,
  };
}
