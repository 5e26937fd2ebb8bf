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

/** What the hunter can do about each location problem; null when there is none. */
export const LOCATION_HELP: Record<GeoStatus, string | null> = {
  tracking: null,
  waiting: null,
  denied:
    "Location access is off. RepGate needs your location to measure the distance you cover. Allow location for this site in your browser settings, then reload.",
  insecure:
    "Location only works over a secure connection. Open RepGate through its https:// address, then try again.",
  unsupported:
    "This browser cannot share your location, so RepGate cannot measure the distance you cover. Open RepGate in a browser with location support, such as Chrome, Safari or Firefox on your phone.",
  unavailable:
    "Your position is not available right now. Turn on your device's location (GPS) and step into the open; RepGate keeps trying.",
  timeout:
    "Still looking for a GPS signal. Move away from tall buildings and keep this screen open; RepGate keeps trying.",
};
