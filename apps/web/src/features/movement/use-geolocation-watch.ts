import { useEffect, useRef, useState } from "react";

import { type GeoStatus, statusOfError } from "../../lib/location.ts";

export { type GeoStatus, locationHelp } from "../../lib/location.ts";

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
      (error) => setStatus(statusOfError(error)),
      { enableHighAccuracy: true, maximumAge: 0, timeout: FIX_TIMEOUT_MS },
    );
    return () => geolocation.clearWatch(watchId);
  }, [enabled]);

  return status;
}
