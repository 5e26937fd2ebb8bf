import { createHash } from "node:crypto";
import {
  type Activity,
  avatarPath,
  type PublicProfile,
  type ReawakenReply,
} from "@repgate/contracts/profiles";
import { REAWAKEN_COST } from "@repgate/game/rules/achievements";
import { nameKey } from "@repgate/game/rules/name-key";
import { presenceOf } from "@repgate/game/rules/presence";
import { baseStats, combatPower } from "@repgate/game/rules/stats";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isUniqueViolation } from "../../lib/http/pg-errors.ts";
import { reencodeImage } from "../../lib/uploads/image-work.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { achievementsOf } from "../achievements/service.ts";
import { underUploadAllowance } from "../rate-limits/limits.ts";
import { blockedEitherWay } from "../reach/policy.ts";
import { findUserById, lockUser, updateUser } from "../users/repo.ts";
import { capEnergy, debit } from "../wallet/service.ts";
import * as repo from "./repo.ts";

const PROFILE_NOT_FOUND = "The requested hunter profile could not be found.";

/**
 * What anyone signed in may see of a hunter: no email, gold, energy or settings. When either
 * hunter blocked the other, not where they are either: presence, party and guild are left out,
 * so a blocked hunter cannot watch for the other online or follow them into a party or guild.
 */
export async function publicProfile(
  db: Db,
  { viewerId, userId, now }: { viewerId: string; userId: string; now: Date },
): Promise<PublicProfile> {
  const [user, blocked] = await Promise.all([
    findUserById(db, userId),
    blockedEitherWay(db, viewerId, userId),
  ]);
  if (!user) throw new AppError("not_found", PROFILE_NOT_FOUND);
  const whereabouts = blocked
    ? {}
    : {
        presence: presenceOf(user, now),
        inParty: user.partyId !== null,
        inGuild: user.guildId !== null,
      };
  return {
    id: user.id,
    hunterName: user.hunterName,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    rank: user.rank as PublicProfile["rank"],
    level: user.level,
    totalXP: user.totalXP,
    userClass: user.userClass as PublicProfile["userClass"],
    currentTitle: user.currentTitle,
    strength: user.strength,
    agility: user.agility,
    vitality: user.vitality,
    intelligence: user.intelligence,
    endurance: user.endurance,
    perception: user.perception,
    combatPower: combatPower(user),
    questsCompleted: user.questsCompleted,
    dungeonsCleared: user.dungeonsCleared,
    magicalBeastsKilled: user.magicalBeastsKilled,
    ...whereabouts,
    achievements: await achievementsOf(db, user.id),
    createdAt: user.createdAt.toISOString(),
  };
}

/** Renames the hunter: trimmed and NFKC by the contract, unique as names are (decision 009). */
export function rename(db: Db, userId: string, hunterName: string): Promise<UserRow> {
  return inTransaction(db, async (tx, emit) => {
    try {
      const row = await updateUser(tx, userId, {
        hunterName,
        hunterNameKey: nameKey(hunterName),
      });
      if (!row) throw new AppError("not_found", "Your account no longer exists.");
      emit({ type: "hunterChanged", userId });
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError("conflict", `The hunter name ${hunterName} is already taken.`);
      }
      throw error;
    }
  });
}

/** The side of the stored avatar, in pixels (a square WebP). */
const AVATAR_SIZE = 256;
export const NOT_AN_IMAGE = "Please choose an image file";

/**
 * Checks with sharp that `picture` is an image it can read and re-encodes it to a 256 px WebP:
 * metadata, scripts and any polyglot payload are gone; only pixels survive. The decoding runs
 * under the instance's image allowance (lib/uploads/image-work.ts).
 */
function reencodeAvatar(picture: Buffer): Promise<Buffer> {
  return reencodeImage(picture, NOT_AN_IMAGE, (image) =>
    image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 80 }),
  );
}

/**
 * Sets the hunter's picture from `value`: an uploaded picture (the data URL's bytes, decoded
 * as the body arrived: lib/uploads/picture-body.ts) is re-encoded, stored, and profileImageUrl pointed
 * at our own route. The hunter's current avatar address (a client sending back what it was
 * given) keeps the picture and changes nothing; any other address is refused, so
 * profileImageUrl never names anything but an avatar we serve.
 */
export async function setAvatar(
  db: Db,
  clock: Clock,
  userId: string,
  value: Buffer | string,
): Promise<UserRow> {
  if (typeof value === "string") return keepAvatar(db, userId, value);
  const image = await underUploadAllowance(db, clock, userId, () => reencodeAvatar(value));
  const etag = createHash("sha256").update(image).digest("hex").slice(0, 16);
  return inTransaction(db, async (tx, emit) => {
    await repo.saveAvatar(tx, userId, image, etag);
    const row = await updateUser(tx, userId, { profileImageUrl: avatarPath(userId, etag) });
    if (!row) throw new AppError("not_found", "Your account no longer exists.");
    emit({ type: "hunterChanged", userId });
    return row;
  });
}

async function keepAvatar(db: Db, userId: string, address: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("not_found", "Your account no longer exists.");
  if (user.profileImageUrl === null || user.profileImageUrl !== address) {
    throw new AppError(
      "bad_request",
      "Please choose an image file: a picture can only be one you uploaded.",
    );
  }
  return user;
}

export async function avatarOf(db: Db, userId: string) {
  const row = await repo.findAvatar(db, userId);
  if (!row) throw new AppError("not_found", "That hunter has no avatar.");
  return row;
}

/**
 * Reawakening (docs/decisions/010): pays 50,000 gold once through the wallet (reason
 * "reawaken"), resets rank to E and every stat to 10, and sends the hunter back to the
 * assessment. Level, XP, gold left over, items, class, titles and achievements stay.
 * The hunter's row lock and `hasCompletedAssessment` make it pay once however often it is sent.
 */
export function reawaken(db: Db, userId: string): Promise<ReawakenReply> {
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("not_found", "Your account no longer exists.");
    if (!user.hasCompletedAssessment) {
      throw new AppError("conflict", "You are already reawakening: take the assessment.");
    }
    if (user.inDungeon) throw new AppError("conflict", "Leave the dungeon before reawakening.");
    if (user.gold < REAWAKEN_COST) {
      throw new AppError(
        "conflict",
        `You need ${(REAWAKEN_COST - user.gold).toLocaleString("en-US")} more gold to reawaken.`,
      );
    }
    const gold = await debit(tx, emit, "gold", {
      userId,
      amount: REAWAKEN_COST,
      reason: "reawaken",
      reference: userId,
    });
    if (gold === null) throw new Error("reawaken: the locked balance moved");
    const row = await updateUser(tx, userId, {
      ...baseStats(),
      rank: "E",
      hasCompletedAssessment: false,
    });
    if (row) await capEnergy(tx, emit, row);
    emit({ type: "hunterChanged", userId });
    return {
      message: "You have reawakened. Take the assessment again.",
      gold,
      redirectTo: "/assessment",
    };
  });
}

/** How many battles' heart rate the activity charts show (the newest, within 30 days). */
const HEART_RATE_BATTLES_SHOWN = 20;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The hunter's own progress: the last 30 days (reps, XP), the last 12 weeks (clears, quests)
 * and the heart rate of their newest battles (oldest first), when a strap was worn.
 */
export async function activityOf(db: Db, user: UserRow, now: Date): Promise<Activity> {
  const { days, weeks } = await repo.activityRows(db, user.id, user.timezone);
  const heartRate = await repo.heartRateRows(
    db,
    user.id,
    new Date(now.getTime() - THIRTY_DAYS_MS),
    HEART_RATE_BATTLES_SHOWN,
  );
  return {
    heartRate: heartRate.reverse().map((r) => ({ ...r, recordedAt: r.recordedAt.toISOString() })),
    days: days.map((r) => ({ day: r.day, reps: Number(r.reps), xp: Number(r.xp) })),
    weeks: weeks.map((r) => ({
      week: r.week,
      dungeons: Number(r.dungeons),
      quests: Number(r.quests),
    })),
  };
}
