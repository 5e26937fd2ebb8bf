import type { User } from "@repgate/contracts/user";
import { combatPower } from "@repgate/game/stats";
import { xpForLevel } from "@repgate/game/xp";
import type { UserRow } from "../../db/schema/users.ts";

/** The hunter as replies show them: computed numbers added, the password hash left out. */
export function presentUser(row: UserRow): User {
  const { passwordHash: _hidden, assessmentsCompleted: _count, ...visible } = row;
  return {
    ...visible,
    rank: visible.rank as User["rank"],
    userClass: visible.userClass as User["userClass"],
    region: visible.region as User["region"],
    xpForNextLevel: xpForLevel(row.level),
    combatPower: combatPower(row),
    lastActiveAt: row.lastActiveAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
