import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import type { Mail, Mailer } from "./mailer.ts";

/** A mailer that only remembers: the reply must not wait for it. */
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

/**
 * The statements PostgreSQL receives while `work` runs, in order, with their parameters left
 * out (the address differs by design). Read at the driver every query passes through; nothing
 * is changed on the way.
 */
async function statementsDuring(work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    seen.push(typeof config === "string" ? config : String((config as { text?: unknown }).text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}

let ipCounter = 0;
async function requestReset(email: string): Promise<void> {
  ipCounter += 1;
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset",
    remoteAddress: `10.60.${ipCounter}.1`,
    payload: { email },
  });
  expect(reply.statusCode).toBe(202);
}

// Timing is a benchmark's business, not a test's (a loaded machine moves it by milliseconds):
// what the test holds is the cause of equal timing, the same statements in the same order.
describe("a reset request does the same work for known and unknown addresses (decision 019)", () => {
  it("sends PostgreSQL the same statements, in the same order, before the same reply", async () => {
    const tag = randomBytes(4).toString("hex");
    const known = `known-${tag}@example.com`;
    await t.db.execute(sql`
      INSERT INTO users (email, password_hash, hunter_name, hunter_name_key)
      VALUES (${known}, 'x', ${`Known ${tag}`}, ${`known ${tag}`})`);
    // A first request of each kind warms what is prepared once per connection.
    await requestReset(known);
    await requestReset(`nobody-${tag}@example.com`);

    const forKnown = await statementsDuring(() => requestReset(known));
    const forUnknown = await statementsDuring(() => requestReset(`nobody-2-${tag}@example.com`));
    expect(forKnown.length).toBeGreaterThan(2);
    expect(forUnknown).toEqual(forKnown);

    // The work was real: the known address has a live token (the last one), the unknown none.
    const tokens = await t.db.execute(sql`
      SELECT count(*)::int AS n FROM password_reset_tokens r JOIN users u ON u.id = r.user_id
      WHERE u.email = ${known} AND r.used_at IS NULL AND r.voided_at IS NULL`);
    expect(tokens.rows[0]?.n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((m) => m.to === known)).toHaveLength(2);
    expect(sent.filter((m) => m.to.includes(`nobody-`) && m.to.includes(tag))).toHaveLength(0);
  }, 60_000);
});
