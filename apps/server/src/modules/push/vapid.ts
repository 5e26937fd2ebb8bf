import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = "vapid-keys.json";

/**
 * The VAPID pair of this data directory: given by configuration, else generated once and kept
 * beside the embedded database's password. Every instance on one data directory (and every
 * restart) signs with the same key, so browsers' subscriptions, bound to it, stay valid.
 * Instances on separate machines must be given the pair by configuration.
 */
export async function loadVapidKeys(
  dataDir: string,
  configured: Partial<VapidKeys> = {},
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  if (configured.publicKey || configured.privateKey) {
    throw new Error("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.");
  }
  const file = join(dataDir, VAPID_FILE);
  const saved = await readFile(file, "utf8").catch(() => null);
  if (saved) return JSON.parse(saved) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // wx: two instances starting together on one directory must not each write their own pair.
  try {
    await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
    return keys;
  } catch {
    // The other writer may not have finished its one small write yet.
    for (let attempt = 0; ; attempt += 1) {
      const text = await readFile(file, "utf8");
      if (text.endsWith("\n") || attempt >= 50) return JSON.parse(text) as VapidKeys;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
