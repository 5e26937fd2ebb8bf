import { createHash, randomBytes } from "node:crypto";
import type { CreatedWatchLink, WatchLinkStatus, WatchView } from "@repgate/contracts/watching";
import { MAX_WATCHERS_PER_FIGHT, WATCH_REVOKED_MESSAGE } from "@repgate/contracts/watching";
import type { Db, Queryable } from "../../db/connect.ts";
import type { WatchLinkRow } from "../../db/schema/watching.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { BATTLE_NOT_FOUND } from "../battles/context.ts";
import { isFightingBattle, readWatchedFight } from "../battles/watched-fight.ts";
import {
  countViewers,
  deleteViewer,
  findLinkByHash,
  findLiveLinkOf,
  insertLink,
  insertViewer,
  lockLink,
  revokeLiveLink,
  touchViewers,
} from "./repo.ts";

/**
 * A watcher's row stops counting when its instance has not confirmed it for this long (the
 * instance died without deleting it). Instances confirm theirs every WATCHER_BEAT_MS.
 */
export const WATCHER_BEAT_MS = 30_000;
const WATCHER_STALE_MS = 3 * WATCHER_BEAT_MS;

export const WATCH_UNKNOWN_MESSAGE = "That watch link does not exist.";

/** 256 random bits, base64url: the link's secret. Only its hash is stored. */
function newWatchToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashWatchToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const freshSince = (now: Date) => new Date(now.getTime() - WATCHER_STALE_MS);

/**
 * A new watch link for the hunter's battle, which they must still be fighting (404 for a
 * battle not theirs, 409 once it is over). An earlier link of the battle is revoked: its
 * watchers are told so and sent away.
 */
export async function createWatchLink(
  db: Db,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<CreatedWatchLink> {
  const fight = await isFightingBattle(db, { userId, battleId, now });
  if (fight === "not_found") throw new AppError("not_found", BATTLE_NOT_FOUND);
  if (fight === "ended") throw new AppError("conflict", "This fight has ended.");
  const token = newWatchToken();
  await inTransaction(db, async (tx, emit) => {
    await revokeLiveLink(tx, battleId, now);
    await insertLink(tx, { tokenHash: hashWatchToken(token), battleId, userId, createdAt: now });
    emit({ type: "watchersChanged", userId });
  });
  return { token, watchers: 0 };
}

/** Whether the hunter's battle has a live link (its fight not over), and how many watch it. */
export async function readLinkStatus(
  db: Db,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<WatchLinkStatus> {
  const fight = await isFightingBattle(db, { userId, battleId, now });
  if (fight === "not_found") throw new AppError("not_found", BATTLE_NOT_FOUND);
  const link = await findLiveLinkOf(db, battleId);
  if (!link || fight === "ended") return { active: false, watchers: 0 };
  return { active: true, watchers: await countViewers(db, link.id, freshSince(now)) };
}

/** Revokes the battle's link (nothing to do when there is none): its watchers are sent away. */
export async function revokeWatchLink(
  db: Db,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<WatchLinkStatus> {
  const fight = await isFightingBattle(db, { userId, battleId, now });
  if (fight === "not_found") throw new AppError("not_found", BATTLE_NOT_FOUND);
  await inTransaction(db, async (tx, emit) => {
    if (await revokeLiveLink(tx, battleId, now)) emit({ type: "watchersChanged", userId });
  });
  return { active: false, watchers: 0 };
}

export type WatchRead =
  | { kind: "view"; link: WatchLinkRow; view: WatchView }
  | { kind: "revoked" }
  | { kind: "unknown" };

/** The fight behind a token, as a watcher sees it, or why there is none. */
export async function readWatch(db: Queryable, tokenHash: string, now: Date): Promise<WatchRead> {
  const link = await findLinkByHash(db, tokenHash);
  if (!link) return { kind: "unknown" };
  if (link.revokedAt) return { kind: "revoked" };
  const view = await readWatchedFight(db, { userId: link.userId, battleId: link.battleId, now });
  return view ? { kind: "view", link, view } : { kind: "unknown" };
}

/** GET /api/watch/{token}: the view, 404 for no such link, 410 for a revoked one. */
export async function watchByToken(db: Db, token: string, now: Date): Promise<WatchView> {
  const read = await readWatch(db, hashWatchToken(token), now);
  if (read.kind === "unknown") throw new AppError("not_found", WATCH_UNKNOWN_MESSAGE);
  if (read.kind === "revoked") throw new AppError("gone", `${WATCH_REVOKED_MESSAGE}.`);
  return read.view;
}

/**
 * Counts a watch socket in, unless the fight has MAX_WATCHERS_PER_FIGHT already (on any
 * instance). The link's row lock makes sockets that arrive together count one by one.
 */
export async function admitViewer(
  db: Db,
  { linkId, viewerId, now }: { linkId: string; viewerId: string; now: Date },
): Promise<boolean> {
  return inTransaction(db, async (tx, emit) => {
    const link = await lockLink(tx, linkId);
    if (!link || link.revokedAt) return false;
    if ((await countViewers(tx, linkId, freshSince(now))) >= MAX_WATCHERS_PER_FIGHT) return false;
    await insertViewer(tx, { id: viewerId, linkId, seenAt: now });
    emit({ type: "watchersChanged", userId: link.userId });
    return true;
  });
}

/** A watch socket closed: it no longer counts, and its fighter's screen says so. */
export async function dismissViewer(db: Db, viewerId: string, fighterId: string): Promise<void> {
  await inTransaction(db, async (tx, emit) => {
    if (await deleteViewer(tx, viewerId)) emit({ type: "watchersChanged", userId: fighterId });
  });
}

/** The instance still holds these watch sockets: they go on counting. */
export async function confirmViewers(db: Db, viewerIds: string[], now: Date): Promise<void> {
  await touchViewers(db, viewerIds, now);
}
