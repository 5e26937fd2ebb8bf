import type { PushSubscribeBody } from "@repgate/contracts/push";
import { t } from "../../lib/i18n/i18n.ts";

/** What this browser offers for Web Push; absent parts mean it cannot get reminders. */
export interface PushDevice {
  /** The app's service worker registration (push arrives there), once it runs. */
  registration(): Promise<ServiceWorkerRegistration>;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

/** The app's worker is registered after the first screen; this long is "it is not coming". */
const WORKER_WAIT_MS = 10_000;

/** This browser's push, or null where there is none (old browsers, iOS outside the home screen). */
export function browserPushDevice(): PushDevice | null {
  if (
    typeof window === "undefined" ||
    !("serviceWorker" in navigator) ||
    !("PushManager" in window) ||
    !("Notification" in window)
  ) {
    return null;
  }
  return {
    registration: () =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(t("push.stillStarting"))), WORKER_WAIT_MS),
        ),
      ]),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
  };
}

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** The subscription this device already has, if any. */
export async function currentSubscription(device: PushDevice): Promise<PushSubscription | null> {
  return (await device.registration()).pushManager.getSubscription();
}

/**
 * Asks the browser's permission and subscribes with the server's key; a subscription made
 * with another key (the server's pair was replaced) is dropped first, as pushes to it fail.
 */
export async function subscribeThisDevice(
  device: PushDevice,
  publicKey: string,
): Promise<PushSubscribeBody> {
  const permission = await device.requestPermission();
  if (permission !== "granted") throw new PermissionNotGranted(permission);
  const registration = await device.registration();
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  };
}

/** Tells the server (`forget`) and then drops the browser's subscription. */
export async function unsubscribeThisDevice(
  device: PushDevice,
  forget: (endpoint: string) => Promise<void>,
): Promise<void> {
  const subscription = await currentSubscription(device);
  if (!subscription) return;
  await forget(subscription.endpoint);
  await subscription.unsubscribe();
}

/** The hunter said no (or closed the prompt): nothing was subscribed. */
export class PermissionNotGranted extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(permission === "denied" ? t("push.deviceBlocked") : t("push.notAllowed"));
  }
}
