import type { ControllerState, ControllerStatus } from "@repgate/contracts/controllers";
import { parse, serialize } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connect.ts";
import type { ControllerPairingRow } from "../../db/schema/controllers.ts";
import { AppError } from "../../lib/http/errors.ts";
import { hashSecret, liveBattleOf } from "./pairing.ts";
import {
  endController,
  findControllerBySession,
  findOpenPairingOf,
  touchController,
} from "./repo.ts";

/**
 * The controller's credential: a cookie of its own, sent only to the controller's calls
 * (/api/controller...). No other route reads it, so it opens nothing else, and it never signs
 * the phone into the account.
 */
const CONTROLLER_COOKIE = "repgate_controller";
const COOKIE_PATH = "/api/controller";
/** Longer than any battle (30 minutes): the controller ends with its battle anyway. */
const COOKIE_MAX_AGE_S = 2 * 60 * 60;
/** A controller silent this long is shown as disconnected (the phone calls every 2 s). */
const DISCONNECTED_AFTER_MS = 6000;

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
    serialize(CONTROLLER_COOKIE, credential, {
      httpOnly: true,
      sameSite: "strict",
      secure: request.protocol === "https",
      path: COOKIE_PATH,
      maxAge: COOKIE_MAX_AGE_S,
    }),
  );
}

export function clearControllerCookie(reply: FastifyReply) {
  reply.header(
    "set-cookie",
    serialize(CONTROLLER_COOKIE, "", { sameSite: "strict", path: COOKIE_PATH, maxAge: 0 }),
  );
}

function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[CONTROLLER_COOKIE] : undefined;
}

/** The live controller behind the request's credential, marked as seen; 401 otherwise. */
export async function requireController(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<ControllerPairingRow> {
  const credential = credentialOf(request);
  const row = credential ? await touchController(db, hashSecret(credential), now) : null;
  if (!row) throw new AppError("unauthenticated", NOT_A_CONTROLLER);
  return row;
}

/** What the phone shows: its battle, or why it has none any more. */
export async function readControllerState(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<ControllerState> {
  const credential = credentialOf(request);
  if (!credential) throw new AppError("unauthenticated", NOT_A_CONTROLLER);
  const hash = hashSecret(credential);
  const row = await touchController(db, hash, now);
  if (!row) {
    if (await findControllerBySession(db, hash)) return { battle: null, endedReason: ENDED };
    throw new AppError("unauthenticated", NOT_A_CONTROLLER);
  }
  const battle = await liveBattleOf(db, row, now);
  if (battle) return { battle, endedReason: null };
  await endController(db, row.id, now);
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
  const silentMs = now.getTime() - (row.lastSeenAt ?? row.claimedAt).getTime();
  return {
    status: silentMs > DISCONNECTED_AFTER_MS ? "disconnected" : "connected",
    code: null,
    expiresAt: null,
  };
}
