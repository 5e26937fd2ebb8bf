import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import type { Mail, Mailer } from "./mailer.ts";

/** A mailer that only remembers: the reply must not wait for it, and its cost is not measured. */
const sent: Mail[] = [];
const recordingMailer: Mailer = {
  mode: "smtp",
  send: async (mail) => {
    sent.push(mail);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: recordingMailer, publicUrl: "http://repgate.test" });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(mid)] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

let ipCounter = 0;
async function timedReset(email: string): Promise<number> {
  ipCounter += 1;
  const ip = `10.${Math.floor(ipCounter / 250) + 50}.${ipCounter % 250}.1`;
  const start = performance.now();
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset",
    remoteAddress: ip,
    payload: { email },
  });
  const elapsed = performance.now() - start;
  expect(reply.statusCode).toBe(202);
  return elapsed;
}

describe("a reset request costs the same for known and unknown addresses (decision 019)", () => {
  it("medians of 50 + 50 requests, interleaved, are within 2 ms", async () => {
    const tag = randomBytes(4).toString("hex");
    await t.db.execute(sql`
      INSERT INTO users (email, password_hash, hunter_name, hunter_name_key)
      SELECT 'known-' || g || '-' || ${tag} || '@example.com', 'x',
             'Known ' || g || ' ' || ${tag}, 'known ' || g || ' ' || ${tag}
      FROM generate_series(1, 60) AS g`);
    const known = (i: number) => `known-${i}-${tag}@example.com`;
    const unknown = (i: number) => `nobody-${i}-${tag}@example.com`;
    // Warm-up: the first requests pay for JIT and connection set-up.
    for (let i = 51; i <= 60; i++) {
      await timedReset(known(i));
      await timedReset(unknown(i));
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 1; i <= 50; i++) {
      // Alternate which goes first, so drift over the run falls on both alike.
      if (i % 2) {
        knownTimes.push(await timedReset(known(i)));
        unknownTimes.push(await timedReset(unknown(i)));
      } else {
        unknownTimes.push(await timedReset(unknown(i)));
        knownTimes.push(await timedReset(known(i)));
      }
    }
    const gap = Math.abs(median(knownTimes) - median(unknownTimes));
    expect(gap, `known ${median(knownTimes)} ms, unknown ${median(unknownTimes)} ms`).toBeLessThan(
      2,
    );
    // The work was real: a token for each known address, none for the unknown ones.
    const tokens = await t.db.execute(sql`
      SELECT count(*)::int AS n FROM password_reset_tokens r JOIN users u ON u.id = r.user_id
      WHERE u.email LIKE ${`known-%-${tag}@example.com`}`);
    expect(tokens.rows[0]?.n).toBe(60);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((m) => m.to.endsWith(`-${tag}@example.com`))).toHaveLength(60);
  }, 60_000);
});
