import { createPublicKey } from "node:crypto";
import type { PushPayload, PushSettings, PushSubscribeBody } from "@repgate/contracts/push";
import type { Db } from "../../db/connect.ts";
import type { PushSettingsRow } from "../../db/schema/push.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import * as users from "../users/repo.ts";
import { endpointRefusal } from "./push-endpoint.ts";
import { inQuietHours } from "./quiet-hours.ts";
import * as repo from "./repo.ts";

/** What the push pipeline needs from configuration (docs/decisions/024). */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use about our pushes. */
  subject: string;
  /**
   * Test-only: origins of a stand-in push service on this machine, reached over plain http
   * without the push-service and address checks (docs/decisions/038); normally none.
   */
  httpOrigins: readonly string[];
}

const DEFAULT_PUSH_SETTINGS: PushSettings = {
  dailyQuest: true,
  dailyQuestHoursLeft: 2,
  partyConfirmation: true,
  friendRequest: true,
  directMessage: true,
  quietStart: null,
  quietEnd: null,
};

function present(row: PushSettingsRow | null): PushSettings {
  if (!row) return DEFAULT_PUSH_SETTINGS;
  const { userId: _, ...settings } = row;
  return settings;
}

/** Devices a hunter can get pushes on; subscribing one more replaces the oldest (issue 42). */
const SUBSCRIPTIONS_PER_HUNTER = 10;

/** Whether `p256dh` is a point on P-256, as a browser's key is (a wrong one cannot be encrypted to). */
function isP256Point(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, "base64url");
  if (raw.length !== 65 || raw[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a browser's subscription for the hunter: only a browser's push service is accepted
 * (docs/decisions/038), with keys that can be encrypted to, and at most SUBSCRIPTIONS_PER_HUNTER
 * of them, the oldest giving way.
 */
export async function subscribePush(
  db: Db,
  config: PushConfig,
  userId: string,
  body: PushSubscribeBody,
): Promise<{ message: string }> {
  const refusal = endpointRefusal(body.endpoint, config.httpOrigins);
  if (refusal) throw new AppError("bad_request", refusal);
  if (!isP256Point(body.keys.p256dh)) {
    throw new AppError("bad_request", "The subscription's p256dh key is not a P-256 public key.");
  }
  if (Buffer.from(body.keys.auth, "base64url").length !== 16) {
    throw new AppError("bad_request", "The subscription's auth secret must be 16 bytes.");
  }
  await inTransaction(db, async (tx) => {
    // The hunter's row serialises their subscribes, so the cap holds under concurrency.
    await repo.lockHunter(tx, userId);
    await repo.upsertSubscription(tx, {
      endpoint: body.endpoint,
      userId,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    await repo.keepNewestSubscriptions(tx, userId, SUBSCRIPTIONS_PER_HUNTER);
  });
  return { message: "This device will get reminders." };
}

/** Removes one of the hunter's subscriptions (this device turned reminders off). */
export async function unsubscribePush(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<{ message: string }> {
  if (!(await repo.deleteSubscription(db, userId, endpoint))) {
    throw new AppError("not_found", "This device has no reminders to turn off.");
  }
  return { message: "This device will get no more reminders." };
}

export async function findPushSettings(db: Db, userId: string): Promise<PushSettings> {
  return present(await repo.findSettings(db, userId));
}

export async function updatePushSettings(
  db: Db,
  userId: string,
  settings: PushSettings,
): Promise<PushSettings> {
  await repo.saveSettings(db, { userId, ...settings });
  return settings;
}

const SWITCH_OF: Record<PushPayload["kind"], keyof PushSettings> = {
  dailyQuest: "dailyQuest",
  partyConfirmation: "partyConfirmation",
  friendRequest: "friendRequest",
  directMessage: "directMessage",
};

/**
 * Whether the hunter wants this push now: its kind switched on and their own clock outside
 * quiet hours. The hunter's subscriptions when so, else the reason it is not sent.
 */
export async function pushTargets(
  db: Db,
  userId: string,
  kind: PushPayload["kind"],
  now: Date,
): Promise<{ send: true; subscriptions: repo.Subscription[] } | { send: false; reason: string }> {
  const settings = await findPushSettings(db, userId);
  if (!settings[SWITCH_OF[kind]]) return { send: false, reason: "switched-off" };
  const hunter = await users.findUserById(db, userId);
  if (!hunter) return { send: false, reason: "no-hunter" };
  const quiet = { start: settings.quietStart, end: settings.quietEnd };
  if (inQuietHours(now, hunter.timezone, quiet)) return { send: false, reason: "quiet-hours" };
  const subscriptions = await repo.listSubscriptions(db, userId, SUBSCRIPTIONS_PER_HUNTER);
  if (subscriptions.length === 0) return { send: false, reason: "no-subscription" };
  return { send: true, subscriptions };
}

/**
 * Asks for a Web Push to the hunter: the scheduler's reminders (the daily quest with N hours
 * left) come through here. It is announced as a `pushRequested` event, so whichever instance
 * holds the hunter's open socket can tell it is not needed, and exactly one instance sends it
 * (`key` names the reminder, e.g. `daily:2026-11-26`: the same key is pushed once).
 */
export function sendPushTo(
  db: Db,
  hunterId: string,
  reminder: { key: string; payload: PushPayload },
): Promise<void> {
  return inTransaction(db, async (_tx, emit) => {
    emit({ type: "pushRequested", userId: hunterId, key: reminder.key, payload: reminder.payload });
  });
}
