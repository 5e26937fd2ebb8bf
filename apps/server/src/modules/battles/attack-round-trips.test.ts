import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attack, enterCombat, restFor } from "../../test/dungeon-helpers.ts";
import { signUpOnboarded } from "../../test/factories.ts";
import { recordStatements } from "../../test/statement-recorder.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

// Every statement costs the server a round trip to PostgreSQL, and on a busy machine the
// socket write of each is the largest part of an attack's CPU (bench/README.md, bench:attack).
// These tests pin the attack's statements, so that a later change cannot quietly add one.

let t: TestApp;
let recorded: ReturnType<typeof recordStatements>;

beforeAll(async () => {
  t = await createTestApp();
  recorded = recordStatements(t.pool);
});
beforeEach(() => t.random.reset());

/** One attack, with the statements it sent (the session's lookup included). */
async function countedAttack(rolls: number[]) {
  const hunter = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  restFor(t, 3);
  t.random.next(...rolls);
  const { result: response, statements } = await recorded(() => attack(t, hunter, battle.id));
  expect(response.statusCode).toBe(200);
  return { reply: response.json(), statements };
}

describe("an attack's round trips to PostgreSQL", () => {
  it("are two for a plain blow: the session with the hunter, battle and gear read, then one compare-and-set write", async () => {
    const { reply, statements } = await countedAttack([NO_CRITICAL]);
    expect(reply.monsterCounterAttack).toBe(false);
    expect(statements).toHaveLength(2);
    const [read, write] = statements;
    // The session, the hunter, the battle and the worn gear in one statement, locking nothing.
    expect(read).toMatch(/from "sessions" inner join "users" .* left join "battles"/);
    expect(read).toMatch(/FROM "inventory_items"/);
    expect(read).not.toMatch(/for (no key )?update/);
    // The write lands only on the battle as read, carries the events and reads nothing back.
    expect(write).toMatch(
      /^update "battles" set .* where .*"last_action_at" = .* returning \(SELECT count\(\*\) FROM \(SELECT pg_notify/,
    );
    expect(write).not.toMatch(/returning "id"/);
    // One shape for every blow (prepared once, decision 048): the log's drop is a parameter.
    expect(write).toMatch(/jsonb_path_query_array\(.*'\$\[' \|\| \$\d+::int \|\| ' to last\]'/);
  });

  it("are two when the monster strikes back: the read, then one statement that locks the hunter, writes the battle and the HP", async () => {
    const { reply, statements } = await countedAttack([NO_CRITICAL, 0]);
    expect(reply.monsterCounterAttack).toBe(true);
    expect(reply.battle.playerCurrentHP).toBeLessThan(reply.battle.playerMaxHP);
    expect(statements).toHaveLength(2);
    const [read, write] = statements;
    expect(read).toMatch(/from "sessions"/);
    expect(read).not.toMatch(/for (no key )?update/);
    // The hunter's row is locked (as read) before the battle's compare-and-set, then the HP.
    expect(write).toMatch(
      /^with "hunter_as_seen" as \(select "id" from "users" where .*"player_current_hp" = .* for no key update\), "written" as \(update "battles" set .* where .*exists \(select 1 from "hunter_as_seen"\).* returning .*pg_notify.*\) update "users" set "player_current_hp" = .* where .*exists \(select 1 from "written"\)/,
    );
    expect(statements.filter((s) => /pg_notify/.test(s))).toHaveLength(1);
  });
});
