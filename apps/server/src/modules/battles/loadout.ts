import { type ClassName, HUNTER_CLASSES, isClassName } from "@repgate/game/content/classes";
import { type AttackSetName, effectiveStats, isWeaponSubType } from "@repgate/game/rules/combat";
import { equipmentBonuses } from "@repgate/game/rules/equipment";
import type { Stats } from "@repgate/game/rules/stats";
import type { Queryable } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { listEquipped, type WornPiece } from "../inventory/repo.ts";

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

/**
 * The weapon the hunter fights with, among what they wear: the right hand's, else the left
 * hand's (a weapon worn before slots existed, with none, first; then the oldest).
 */
function wieldedWeapon(worn: readonly WornPiece[]): WornPiece | null {
  const rank = (item: WornPiece) =>
    item.equippedSlot === null ? 0 : item.equippedSlot === "weapon_right" ? 1 : 2;
  const weapons = worn.filter((item) => item.type === "weapon");
  weapons.sort((a, b) => rank(a) - rank(b) || a.createdAt.getTime() - b.createdAt.getTime());
  return weapons[0] ?? null;
}

/** One query for the whole loadout: the weapon is picked from the worn gear. */
export async function loadLoadout(db: Queryable, user: UserRow): Promise<Loadout> {
  return loadoutOf(user, await listEquipped(db, user.id));
}

/** The loadout of `user` wearing `worn` (read by the caller, e.g. with the hunter's lock). */
export function loadoutOf(user: UserRow, worn: readonly WornPiece[]): Loadout {
  const weapon = wieldedWeapon(worn);
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
