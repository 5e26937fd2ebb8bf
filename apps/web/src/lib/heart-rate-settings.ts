import {
  AGE_RANGE,
  MAX_HEART_RATE_RANGE,
  maxHeartRateFromAge,
} from "@repgate/game/rules/heart-rate-zones";

/**
 * The hunter's age or maximum heart rate, for the effort zones. Kept in this browser only
 * (docs/decisions/022): like the readings themselves, it never reaches the server; the
 * battle's summary carries the maximum it was measured against.
 */
export interface HeartRateSettings {
  age: number | null;
  maxHeartRate: number | null;
}

const STORAGE_KEY = "repgate.heart-rate";
const NONE: HeartRateSettings = { age: null, maxHeartRate: null };

function within(value: unknown, range: { min: number; max: number }): number | null {
  return typeof value === "number" &&
    Number.isInteger(value) &&
    value >= range.min &&
    value <= range.max
    ? value
    : null;
}

export function readHeartRateSettings(): HeartRateSettings {
  try {
    const raw = JSON.parse(
      localStorage.getItem(STORAGE_KEY) ?? "null",
    ) as Partial<HeartRateSettings> | null;
    if (!raw) return NONE;
    return {
      age: within(raw.age, AGE_RANGE),
      maxHeartRate: within(raw.maxHeartRate, MAX_HEART_RATE_RANGE),
    };
  } catch {
    // Storage refused (private mode) or garbled: no zones until the hunter sets them again.
    return NONE;
  }
}

export function saveHeartRateSettings(settings: HeartRateSettings): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
}

/** The maximum the zones are measured against: the hunter's own, else from their age, else none. */
export function zoneMaxOf(settings: HeartRateSettings): number | null {
  if (settings.maxHeartRate !== null) return settings.maxHeartRate;
  return settings.age !== null ? maxHeartRateFromAge(settings.age) : null;
}

/** Web Bluetooth is there (Chrome and Edge on desktop and Android; not Firefox or Safari). */
export function browserHasBluetooth(): boolean {
  return typeof navigator !== "undefined" && "bluetooth" in navigator && !!navigator.bluetooth;
}

declare global {
  interface Navigator {
    /** Web Bluetooth, absent where the browser has none; typed only as far as we use it. */
    bluetooth?: {
      requestDevice(options: { filters: { services: string[] }[] }): Promise<BluetoothDeviceLike>;
    };
  }
}

export interface BluetoothCharacteristicLike extends EventTarget {
  value?: DataView;
  startNotifications(): Promise<BluetoothCharacteristicLike>;
}

export interface BluetoothDeviceLike extends EventTarget {
  name?: string;
  gatt?: {
    connected: boolean;
    disconnect(): void;
    connect(): Promise<{
      getPrimaryService(name: string): Promise<{
        getCharacteristic(name: string): Promise<BluetoothCharacteristicLike>;
      }>;
    }>;
  };
}
