import { createHash, randomBytes, randomInt } from "node:crypto";
import {
  CONTROLLER_CODE_ALPHABET,
  CONTROLLER_CODE_LENGTH,
  type ControllerClaimed,
  type ControllerPairing,
} from "@repgate/contracts/controllers";
import type { Db } from "../../db/connect.ts";
import type { ControllerPairingRow } from "../../db/schema/controllers.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isUniqueViolation } from "../../lib/http/pg-errors.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { findActiveBattleOf } from "../battles/active.ts";
import { forgiveHit, hitLimits, type Limit } from "../rate-limits/limits.ts";
import { findUserById } from "../users/repo.ts";
import { claimPairing, endController, endOpenPairings, insertPairing } from "./repo.ts";

/** How long a pairing link and its code can be claimed. */
const PAIRING_TTL_MS = 2 * 60_000;
/** Failed claims (wrong code, dead link) one address may make per window. */
export const FAILED_CLAIMS_PER_WINDOW = 10;
const CLAIM_WINDOW_MS = 15 * 60_000;

const LINK_REFUSED =
  "This pairing link has expired or was already used. Make a new one on the big screen.";
const CODE_REFUSED =
  "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.";

/** Only hashes are stored: a leaked table cannot be replayed as links or controllers. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

function newCode(): string {
  let code = "";
  for (let i = 0; i < CONTROLLER_CODE_LENGTH; i += 1) {
    code += CONTROLLER_CODE_ALPHABET[randomInt(CONTROLLER_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A new single-use pairing for the hunter's battle in progress; any earlier pairing or
 * controller of theirs ends (one controller at a time).
 */
export async function createPairing(db: Db, user: UserRow, now: Date): Promise<ControllerPairing> {
  const battle = await findActiveBattleOf(db, user, now);
  if (battle?.status !== "active") {
    throw new AppError("conflict", "Start a battle first: a controller plays one battle.");
  }
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
  // Two open pairings may draw the same code (1 in 887 million); draw again.
  for (let attempt = 1; ; attempt += 1) {
    const code = newCode();
    try {
      await inTransaction(db, async (tx) => {
        await endOpenPairings(tx, user.id, now);
        await insertPairing(tx, {
          userId: user.id,
          battleId: battle.id,
          tokenHash: hashSecret(token),
          code,
          expiresAt,
          createdAt: now,
        });
      });
      return { token, code, battleId: battle.id, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

function claimLimit(address: string): Limit {
  return {
    key: `controller-claim:${address}`,
    max: FAILED_CLAIMS_PER_WINDOW,
    windowMs: CLAIM_WINDOW_MS,
    message: "Too many wrong pairing codes. Please wait a few minutes and try again.",
  };
}

/**
 * Turns a pairing into a controller: a new credential (returned for the cookie) bound to the
 * pairing's hunter and battle. Every attempt counts against the address until it succeeds, so
 * guessing codes or links is stopped after a few misses.
 */
export async function claimController(
  db: Db,
  clock: Clock,
  input: { by: { token: string } | { code: string }; address: string; now: Date },
): Promise<{ credential: string; claimed: ControllerClaimed }> {
  const limit = claimLimit(input.address);
  await hitLimits(db, clock, [limit]);
  const credential = randomBytes(32).toString("base64url");
  const by = "token" in input.by ? { tokenHash: hashSecret(input.by.token) } : input.by;
  // Claimed and announced together: the big screen shows the phone as connected at once.
  const row = await inTransaction(db, async (tx, emit) => {
    const claimed = await claimPairing(tx, by, hashSecret(credential), input.now);
    if (claimed) emit({ type: "controllerChanged", userId: claimed.userId });
    return claimed;
  });
  if (!row) throw new AppError("not_found", "token" in input.by ? LINK_REFUSED : CODE_REFUSED);
  await forgiveHit(db, limit);
  if (!(await liveBattleOf(db, row, input.now))) {
    await endController(db, row.id, input.now);
    throw new AppError("conflict", "That battle is already over.");
  }
  return {
    credential,
    claimed: { battleId: row.battleId, message: "This phone is now your controller." },
  };
}

/** The battle a controller plays, while it is the hunter's battle in progress; else null. */
export async function liveBattleOf(db: Db, row: ControllerPairingRow, now: Date) {
  const user = await findUserById(db, row.userId);
  const battle = user ? await findActiveBattleOf(db, user, now) : null;
  if (!battle || battle.id !== row.battleId) return null;
  return battle;
}
