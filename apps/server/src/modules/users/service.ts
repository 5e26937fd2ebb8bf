import type { Region } from "@repgate/game/regions";
import { canonicalTimeZone } from "@repgate/game/time";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { AppError } from "../../lib/errors.ts";
import * as repo from "./repo.ts";

async function mustExist(row: Promise<UserRow | null>): Promise<UserRow> {
  const user = await row;
  if (!user) throw new AppError("not_found", "Your account no longer exists.");
  return user;
}

/** Stores the canonical IANA name ("utc" becomes "UTC"), the one a hunter's day is read in. */
export function setTimezone(db: Db, userId: string, timezone: string): Promise<UserRow> {
  return mustExist(repo.updateUser(db, userId, { timezone: canonicalTimeZone(timezone) }));
}

export function setRegion(db: Db, userId: string, region: Region): Promise<UserRow> {
  return mustExist(repo.updateUser(db, userId, { region }));
}

/** Wears a title; only one the hunter has unlocked. */
export async function setTitle(db: Db, userId: string, title: string): Promise<UserRow> {
  const row = await repo.updateUser(
    db,
    userId,
    { currentTitle: title },
    repo.titleIsUnlocked(title),
  );
  if (!row) throw new AppError("forbidden", `You have not unlocked the title ${title} yet.`);
  return row;
}

export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await repo.deleteUser(db, userId);
}
