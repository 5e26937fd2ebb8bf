import { type MessageId, t } from "./i18n/i18n.ts";

/** Where location tracking stands, in words the screen can explain. */
export type GeoStatus =
  | "unsupported"
  | "insecure"
  | "waiting"
  | "tracking"
  | "denied"
  | "unavailable"
  | "timeout";

// GeolocationPositionError codes (the constants are not on every runtime's global).
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export function statusOfError(error: Pick<GeolocationPositionError, "code">): GeoStatus {
  if (error.code === PERMISSION_DENIED) {
    // Browsers refuse location outright on plain http, which no setting can fix.
    return window.isSecureContext === false ? "insecure" : "denied";
  }
  return error.code === TIMEOUT ? "timeout" : "unavailable";
}

/** How long the first fix before a movement run may take: a phone's GPS wakes in seconds. */
const FIRST_FIX_TIMEOUT_MS = 20_000;

/**
 * Asks for one position: the browser's permission prompt, if any, comes now. "tracking" once
 * a position arrived, otherwise what stands in the way. A movement run's 30 minutes start
 * only after this says "tracking", so no minute is lost to a prompt or a refusal.
 */
export function requestFirstFix(): Promise<GeoStatus> {
  const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve("unsupported");
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      () => resolve("tracking"),
      (error) => resolve(statusOfError(error)),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: FIRST_FIX_TIMEOUT_MS },
    );
  });
}

const LOCATION_HELP: Record<GeoStatus, MessageId | null> = {
  tracking: null,
  waiting: null,
  denied: "location.denied",
  insecure: "location.insecure",
  unsupported: "location.unsupported",
  unavailable: "location.unavailable",
  timeout: "location.timeout",
};

/**
 * What the hunter can do about a location problem, in the app's language; null when there is
 * none. Called while rendering, by screens that call useT(), so it follows a language change.
 */
export function locationHelp(status: GeoStatus): string | null {
  const message = LOCATION_HELP[status];
  return message ? t(message) : null;
}
