/** What iOS Safari adds to DeviceMotionEvent: a permission asked for inside a tap. */
interface MotionPermissionApi {
  requestPermission?: () => Promise<"granted" | "denied">;
}

/**
 * Asks for motion sensor access where the browser wants it asked (iOS 13 and later). Must be
 * called synchronously inside a tap handler, or iOS refuses without asking. Elsewhere the
 * sensor is simply there (or not, which the counter notices when no event arrives).
 */
export async function requestMotionPermission(): Promise<boolean> {
  if (typeof DeviceMotionEvent === "undefined") return false;
  const api = DeviceMotionEvent as unknown as MotionPermissionApi;
  if (typeof api.requestPermission !== "function") return true;
  try {
    return (await api.requestPermission()) === "granted";
  } catch {
    return false;
  }
}
