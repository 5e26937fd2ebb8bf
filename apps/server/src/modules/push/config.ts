import type { Env } from "../../env.ts";
import type { PushConfig } from "./service.ts";
import { loadVapidKeys } from "./vapid.ts";

/** The address in MAIL_FROM ("RepGate <a@b>" or "a@b"), as a mailto: contact. */
function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * PUSH_HTTP_ORIGINS is for tests only (the e2e run and the bench start a stand-in push service
 * on this machine): each must be `http://` on a loopback address with its port named, so it can
 * only ever name a stand-in the operator started, and a typo or a copied example cannot open
 * pushes to a host inside the network (docs/decisions/038). Anything else stops the start.
 */
export function parseTestPushOrigins(value: string): string[] {
  const origins = value
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  return origins.map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    const loopback = ["127.0.0.1", "[::1]", "localhost"];
    if (url?.protocol !== "http:" || !loopback.includes(url.hostname) || !url.port) {
      throw new Error(
        `PUSH_HTTP_ORIGINS is for tests only: "${origin}" is not http://127.0.0.1:<port> (a stand-in push service on this machine).`,
      );
    }
    if (url.pathname !== "/" || url.search || url.username || url.password) {
      throw new Error(`PUSH_HTTP_ORIGINS takes origins only: "${origin}" has more.`);
    }
    return url.origin;
  });
}

/** Web Push settings from the environment: keys given, or those of the data directory. */
export async function pushConfigFromEnv(env: Env): Promise<PushConfig> {
  const keys = await loadVapidKeys(env.DATA_DIR, {
    ...(env.VAPID_PUBLIC_KEY ? { publicKey: env.VAPID_PUBLIC_KEY } : {}),
    ...(env.VAPID_PRIVATE_KEY ? { privateKey: env.VAPID_PRIVATE_KEY } : {}),
  });
  return {
    ...keys,
    subject: env.VAPID_SUBJECT ?? mailtoOf(env.MAIL_FROM),
    httpOrigins: parseTestPushOrigins(env.PUSH_HTTP_ORIGINS),
  };
}
