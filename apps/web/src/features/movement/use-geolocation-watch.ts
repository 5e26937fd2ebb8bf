import { useEffect, useRef, useState } from "react";

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

/** How long one fix may take before the screen says it is still searching. */
const FIX_TIMEOUT_MS = 30_000;

/**
 * Watches the device's position with high accuracy while `enabled`, handing every reading to
 * `onPosition`. The watch keeps going after a timeout or a lost signal, so the status
 * recovers to "tracking" on its own.
 */
export function useGeolocationWatch(
  enabled: boolean,
  onPosition: (position: GeolocationPosition) => void,
): GeoStatus {
  const [status, setStatus] = useState<GeoStatus>("waiting");
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });

  useEffect(() => {
    if (!enabled) return;
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus("unsupported");
      return;
    }
    setStatus("waiting");
    const watchId = geolocation.watchPosition(
      (position) => {
        setStatus("tracking");
        onPositionRef.current(position);
      },
      (error) => {
        if (error.code === PERMISSION_DENIED) {
          // Browsers refuse location outright on plain http, which no setting can fix.
          setStatus(window.isSecureContext === false ? "insecure" : "denied");
        } else setStatus(error.code === TIMEOUT ? "timeout" : "unavailable");
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: FIX_TIMEOUT_MS },
    );
    return () => geolocation.clearWatch(watchId);
  }, [enabled]);

  return status;
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
