import type { HeartRateSummary } from "@repgate/game/rules/heart-rate-zones";
import {
  emptyHeartRateRecord,
  type HeartRateRecord,
  parseHeartRateMeasurement,
  recordReading,
  summarize,
} from "@repgate/game/sensing/heart-rate-strap";
import { useSyncExternalStore } from "react";
import {
  type BluetoothCharacteristicLike,
  type BluetoothDeviceLike,
  readHeartRateSettings,
  zoneMaxOf,
} from "../../../lib/heart-rate-settings.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { onSessionEnd } from "../../../lib/session-end.ts";

type StrapStatus =
  | "idle"
  | "connecting"
  | "live"
  | "no-contact"
  | "reconnecting"
  | "disconnected"
  | "failed";

export interface StrapState {
  status: StrapStatus;
  bpm: number | null;
  deviceName: string | null;
}

/**
 * The strap lives as long as the tab, not the battle screen: one connection serves every
 * monster of a run. Readings are kept here, in memory, and only a battle's summary is sent
 * (docs/decisions/022).
 */
let state: StrapState = { status: "idle", bpm: null, deviceName: null };
const listeners = new Set<() => void>();
let device: BluetoothDeviceLike | null = null;
let battle: { id: string; record: HeartRateRecord; zoneMax: number; onScreen: boolean } | null =
  null;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

/** Waits between reconnection tries after the strap drops: a strap out of reach comes back. */
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000];

function set(next: Partial<StrapState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function note(bpm: number | null) {
  if (!battle?.onScreen) return;
  battle.record = recordReading(battle.record, bpm, Date.now(), battle.zoneMax);
}

function onMeasurement(event: Event) {
  const value = (event.target as BluetoothCharacteristicLike).value;
  if (!value) return;
  let reading: ReturnType<typeof parseHeartRateMeasurement>;
  try {
    reading = parseHeartRateMeasurement(
      new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
    );
  } catch {
    return; // A garbled notification is skipped; the next one comes within a second.
  }
  if (reading.contact === false) {
    note(null);
    set({ status: "no-contact", bpm: null });
    return;
  }
  note(reading.bpm);
  set({ status: "live", bpm: reading.bpm });
}

async function subscribe(target: BluetoothDeviceLike) {
  const server = await target.gatt?.connect();
  // A strap without a GATT server cannot send its readings: to the hunter, it did not connect.
  if (!server) throw new Error(t("battle.heart.failed"));
  const service = await server.getPrimaryService("heart_rate");
  const characteristic = await service.getCharacteristic("heart_rate_measurement");
  // The same function each time: after a reconnection it is not added twice.
  characteristic.addEventListener("characteristicvaluechanged", onMeasurement);
  await characteristic.startNotifications();
}

function reconnect(attempt: number) {
  const target = device;
  const delay = RECONNECT_DELAYS_MS[attempt];
  if (!target || delay === undefined) {
    set({ status: "disconnected", bpm: null });
    return;
  }
  reconnectTimer = setTimeout(() => {
    subscribe(target).then(
      () => {
        if (state.status === "reconnecting") set({ status: "live" });
      },
      () => reconnect(attempt + 1),
    );
  }, delay);
}

function onDisconnected() {
  note(null);
  if (state.status === "reconnecting") return;
  set({ status: "reconnecting", bpm: null });
  reconnect(0);
}

/** Asks the browser for a strap (its own picker; a user gesture must call this) and listens. */
export async function connectStrap(): Promise<void> {
  const bluetooth = navigator.bluetooth;
  if (!bluetooth) return;
  set({ status: "connecting" });
  let chosen: BluetoothDeviceLike;
  try {
    chosen = await bluetooth.requestDevice({ filters: [{ services: ["heart_rate"] }] });
  } catch {
    // The hunter closed the picker, or no strap was found: back to the button.
    set({ status: device ? state.status : "idle" });
    return;
  }
  if (device && device !== chosen)
    device.removeEventListener("gattserverdisconnected", onDisconnected);
  device = chosen;
  onSessionEnd(disconnectStrap);
  chosen.addEventListener("gattserverdisconnected", onDisconnected);
  set({ deviceName: chosen.name ?? null });
  try {
    await subscribe(chosen);
    set({ status: "live" });
  } catch {
    set({ status: "failed", bpm: null });
  }
}

/** After the retries gave up: the hunter asks again (no picker, the same strap). */
export function reconnectStrap(): void {
  clearTimeout(reconnectTimer);
  if (!device) return;
  set({ status: "reconnecting" });
  reconnect(0);
}

/**
 * Starts this battle's record, or takes it up again when the hunter comes back to the same
 * battle's screen: its summary then covers both visits, not the time away.
 */
export function startBattleRecord(battleId: string): void {
  if (battle?.id === battleId) {
    battle.onScreen = true;
  } else {
    const zoneMax = zoneMaxOf(readHeartRateSettings());
    battle =
      zoneMax === null
        ? null
        : { id: battleId, record: emptyHeartRateRecord(), zoneMax, onScreen: true };
  }
  if (battle && state.bpm !== null) note(state.bpm);
}

/**
 * The battle's summary so far, as its screen closes (null with no strap, no zones or < 1 s).
 * The record is kept, paused, in case the hunter comes back to this battle.
 */
export function finishBattleRecord(battleId: string): HeartRateSummary | null {
  if (battle?.id !== battleId) return null;
  note(state.bpm);
  const summary = summarize(battle.record, battle.zoneMax);
  battle.onScreen = false;
  // The time away is nobody's: the next reading starts a new stretch.
  battle.record = { ...battle.record, last: null };
  return summary;
}

/**
 * Lets go of the strap: the hunter signed out, and the next one to sign in on this device
 * must not inherit their strap or their battle's readings.
 */
function disconnectStrap(): void {
  clearTimeout(reconnectTimer);
  const target = device;
  device = null;
  battle = null;
  if (target) {
    target.removeEventListener("gattserverdisconnected", onDisconnected);
    target.gatt?.disconnect();
  }
  set({ status: "idle", bpm: null, deviceName: null });
}

export function useStrap(): StrapState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
