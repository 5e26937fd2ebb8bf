import type { ControllerState, ControllerStatus } from "@repgate/contracts/controllers";
import { parse, serialize } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connect.ts";
import type { ControllerPairingRow } from "../../db/schema/controllers.ts";
import { AppError } from "../../lib/http/errors.ts";
import { BATTLE_ALREADY_OVER, BATTLE_NOT_FOUND } from "../battles/context.ts";
import { hashSecret, liveBattleOf } from "./pairing.ts";
import { findControllerBySession, findLiveController, findOpenPairingOf } from "./repo.ts";

/**
 * The controller's credential: a cookie of its own, sent only to the controller's calls
 * (/api/controller...) and its socket (/ws/controller): one cookie per path, same value. No
 * other route reads it, so it opens nothing else, and it never signs the phone into the account.
 */
const CONTROLLER_COOKIE = "repgate_controller";
const COOKIE_PATHS = ["/api/controller", "/ws/controller"] as const;
/** Longer than any battle (30 minutes): the controller ends with its battle anyway. */
const COOKIE_MAX_AGE_S = 2 * 60 * 60;
/**
 * The phone's open socket marks its controller seen when it opens and at every beat, and
 * clears the mark when it closes (presence.ts). A mark older than this belongs to a socket
 * whose instance died without closing it: shown as disconnected.
 */
export const CONTROLLER_BEAT_MS = 20_000;
const STALE_AFTER_MS = 3 * CONTROLLER_BEAT_MS;

const NOT_A_CONTROLLER = "This phone is not a controller. Scan the code on the big screen again.";
const ENDED = "This controller has ended. Pair again from the big screen to play on.";
const BATTLE_OVER = "The battle is over. Pair again from the big screen for the next one.";

export function setControllerCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  credential: string,
) {
  reply.header(
    "set-cookie",
    COOKIE_PATHS.map((path) =>
      serialize(CONTROLLER_COOKIE, credential, {
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        path,
        maxAge: COOKIE_MAX_AGE_S,
      }),
    ),
  );
}

export function clearControllerCookie(reply: FastifyReply) {
  reply.header(
    "set-cookie",
    COOKIE_PATHS.map((path) =>
      serialize(CONTROLLER_COOKIE, "", { sameSite: "strict", path, maxAge: 0 }),
    ),
  );
}

export function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[CONTROLLER_COOKIE] : undefined;
}

/**
 * The live controller behind a credential, while its battle is the hunter's battle in
 * progress; 401 otherwise. Reads only: a strike is checked here before the attack service.
 */
export async function liveControllerOf(
  db: Db,
  credential: string | undefined,
  now: Date,
): Promise<ControllerPairingRow> {
  const row = credential ? await findLiveController(db, hashSecret(credential)) : null;
  if (!row) throw new AppError("unauthenticated", NOT_A_CONTROLLER);
  if (!(await liveBattleOf(db, row, now))) throw new AppError("unauthenticated", BATTLE_OVER);
  return row;
}

/**
 * The live controller behind a credential, for a strike: only its row is read. Whether its
 * battle is still the hunter's battle in progress is what the attack service's own lock
 * finds out, in the strike's transaction, so nothing else is read before the hit
 * (`asControllerRefusal` words its answer for the phone).
 */
export async function strikingController(
  db: Db,
  credential: string | undefined,
): Promise<ControllerPairingRow> {
  const row = credential ? await findLiveController(db, hashSecret(credential)) : null;
  if (!row) throw new AppError("unauthenticated", NOT_A_CONTROLLER);
  return row;
}

/** A strike on a battle that is over or gone: the phone is told its controller ended with it. */
export function asControllerRefusal(error: unknown): unknown {
  const over =
    error instanceof AppError &&
    (error.message === BATTLE_NOT_FOUND || error.message === BATTLE_ALREADY_OVER);
  return over ? new AppError("unauthenticated", BATTLE_OVER) : error;
}

/** What the phone shows: its battle, or why it has none any more. Writes nothing (decision 027). */
export async function readControllerState(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<ControllerState> {
  const credential = credentialOf(request);
  if (!credential) throw new AppError("unauthenticated", NOT_A_CONTROLLER);
  const hash = hashSecret(credential);
  const row = await findLiveController(db, hash);
  if (!row) {
    if (await findControllerBySession(db, hash)) return { battle: null, endedReason: ENDED };
    throw new AppError("unauthenticated", NOT_A_CONTROLLER);
  }
  const battle = await liveBattleOf(db, row, now);
  if (battle) return { battle, endedReason: null };
  return { battle: null, endedReason: BATTLE_OVER };
}

/** The big screen's view of the hunter's controller. */
export async function readControllerStatus(
  db: Db,
  userId: string,
  now: Date,
): Promise<ControllerStatus> {
  const none: ControllerStatus = { status: "none", code: null, expiresAt: null };
  const row = await findOpenPairingOf(db, userId);
  if (!row) return none;
  if (!row.claimedAt) {
    if (row.expiresAt <= now) return none;
    return { status: "waiting", code: row.code, expiresAt: row.expiresAt.toISOString() };
  }
  if (!(await liveBattleOf(db, row, now))) return none;
  const connected =
    row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() <= STALE_AFTER_MS;
  return {
    status: connected ? "connected" : "disconnected",
    code: null,
    expiresAt: null,
  };
}
