import type { Env } from "../../env.ts";
import type { PushConfig } from "./service.ts";
import { loadVapidKeys } from "./vapid.ts";

/** The address in MAIL_FROM ("RepGate <a@b>" or "a@b"), as a mailto: contact. */
function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
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
    httpOrigins: env.PUSH_HTTP_ORIGINS.split(",")
      .map((o) => o.trim().replace(/\/$/, ""))
      .filter(Boolean),
  };
}
