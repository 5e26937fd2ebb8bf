import type { User } from "@repgate/contracts/user";
import { maxEnergy } from "@repgate/game/rules/energy";
import { combatPower } from "@repgate/game/rules/stats";
import { xpForLevel } from "@repgate/game/rules/xp";
import type { UserRow } from "../../db/schema/users.ts";

/** The hunter as replies show them: computed numbers added, the password hash left out. */
export function presentUser(row: UserRow): User {
  const {
    passwordHash: _hidden,
    assessmentsCompleted: _count,
    energyRefilledOn: _refilled,
    dailyCheckedOn: _checked,
    energyRefillDayStart: _refillStart,
    timezoneChangedAt: _zoneChanged,
    skippedDates: _skipped,
    ...visible
  } = row;
  return {
    ...visible,
    rank: visible.rank as User["rank"],
    userClass: visible.userClass as User["userClass"],
    region: visible.region as User["region"],
    language: visible.language as User["language"],
    xpForNextLevel: xpForLevel(row.level),
    combatPower: combatPower(row),
    maxEnergy: maxEnergy(row),
    lastActiveAt: row.lastActiveAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
