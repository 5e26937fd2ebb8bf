import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadVapidKeys, VAPID_FILE } from "./vapid.ts";

describe("the VAPID key pair", () => {
  it("is generated once per data directory, kept private, and the same on every start", async () => {
    const dir = join(await mkdtemp(join(tmpdir(), "repgate-vapid-")), "data");
    const [first, racing] = await Promise.all([loadVapidKeys(dir), loadVapidKeys(dir)]);
    expect(racing).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await loadVapidKeys(dir)).toEqual(first);
    expect((await stat(join(dir, VAPID_FILE))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(join(dir, VAPID_FILE), "utf8"))).toEqual(first);
  });

  it("comes from configuration when given, whole or not at all", async () => {
    const dir = await mkdtemp(join(tmpdir(), "repgate-vapid-"));
    const given = { publicKey: "p".repeat(87), privateKey: "k".repeat(43) };
    expect(await loadVapidKeys(dir, given)).toEqual(given);
    await expect(loadVapidKeys(dir, { publicKey: given.publicKey })).rejects.toThrow(
      "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.",
    );
  });
});
