import { beforeAll, describe, expect, it } from "vitest";
import { findLiveDungeon } from "../test/dungeon-helpers.ts";
import { onboardedHunterOn } from "../test/instance-hunters.ts";
import { completedOn, until } from "../test/instance-jobs.ts";
import { formParty, partyCall } from "../test/party-helpers.ts";
import { type PgBouncer, startPgBouncer } from "../test/pgbouncer.ts";
import { type ServerProcess, startServerProcess } from "../test/server-process.ts";
import { goldOf, setGold } from "../test/shop-helpers.ts";
import { openSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// Two instances whose queries go through one PgBouncer in transaction pooling mode, each with a
// pool larger than PgBouncer's, while LISTEN, the job runner and the migrations use a direct
// connection (DATABASE_DIRECT_URL), as docs/operations.md tells an operator to run them.
let t: TestApp;
let bouncer: PgBouncer;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  t = await createTestApp();
  bouncer = await startPgBouncer(t.databaseUrl, 4);
  const env = { DATABASE_DIRECT_URL: t.databaseUrl, DATABASE_POOL_SIZE: "20" };
  [a, b] = await Promise.all([
    startServerProcess(bouncer.url, env),
    startServerProcess(bouncer.url, env),
  ]);
}, 120_000);

function post(base: string, cookie: string, path: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
}

describe("two instances through PgBouncer (transaction pooling)", () => {
  it("carries an event written through B to a socket open on A", async () => {
    const leader = await onboardedHunterOn(t.db, b.base, "bouncer");
    const invitee = await onboardedHunterOn(t.db, a.base, "bouncer");
    expect((await post(b.base, leader.cookie, "/api/party", { name: "Pooled" })).status).toBe(201);
    const invited = await post(b.base, leader.cookie, "/api/party/invite", {
      inviteeId: invitee.id,
    });
    expect(invited.status).toBe(200);
    const { invitationId } = (await invited.json()) as { invitationId: string };
    const onA = await openSocket(a.base, { cookie: invitee.cookie });
    await onA.next((m) => m.type === "welcome");
    const accepted = await post(
      b.base,
      invitee.cookie,
      `/api/party/invitations/${invitationId}/respond`,
      { status: "accepted" },
    );
    expect(accepted.status).toBe(200);
    expect(await onA.next((m) => m.type === "notificationsChanged", 2_000)).toEqual({
      type: "notificationsChanged",
      userId: invitee.id,
    });
    onA.close();
  });

  it("runs a job that falls due: a party's unanswered dungeon confirmation expires", async () => {
    const [leader] = await formParty(t, 2);
    // The request was made 119 s ago by the test's clock: its 120 s end is a second away.
    t.clock.set(new Date(Date.now() - 119_000));
    const dungeon = await findLiveDungeon(t, leader, "combat");
    const asked = await partyCall(t, leader, "POST", "/api/party/dungeon-confirmation", {
      dungeonId: dungeon.id,
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().confirmationId as string;
    const before = await completedOn([a, b]);
    const statusOf = async () =>
      (await t.pool.query("SELECT status FROM party_dungeon_confirmations WHERE id = $1", [id]))
        .rows[0]?.status;
    await until(async () => (await statusOf()) === "expired");
    await until(async () => (await completedOn([a, b])) > before);
  }, 60_000);

  // Two pools of 20 ask at once for PgBouncer's 4 PostgreSQL sessions.
  it("keeps gold whole under 40 purchases at once through both instances", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "bouncer");
    // Gold for exactly five chests (150 each).
    await setGold(t, hunter.id, 750);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i % 2 ? a.base : b.base, hunter.cookie, "/api/shop/purchase", {
          itemId: "worn-treasure-chest",
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(35);
    expect(await goldOf(t, hunter.id)).toBe(0);
    const { rows } = await t.pool.query(
      "SELECT coalesce(sum(quantity), 0)::int AS n FROM inventory_items WHERE user_id = $1 AND type = 'chest'",
      [hunter.id],
    );
    expect(rows[0]?.n).toBe(5);
  }, 60_000);
});
