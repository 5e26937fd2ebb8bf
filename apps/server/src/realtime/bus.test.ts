import type { DomainEvent } from "@repgate/contracts/events";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS_CHANNEL, inTransaction } from "../db/unit-of-work.ts";
import { allowLogLines } from "../test/server-log.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { EventBus } from "./bus.ts";

// The bus takes the events its own process committed from memory when it hears them back
// (issue 45): these tests hold that it still hears each announcement once, that the same text
// from another process is parsed and heard again, and that a malformed text is still refused.

let t: TestApp;
let bus: EventBus;
let other: pg.Client;
const heard: DomainEvent[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  bus = new EventBus(t.databaseUrl, {
    warn: (_details, message) => warnings.push(message),
    info: () => {},
  });
  await bus.start();
  bus.subscribe((event) => heard.push(event));
  other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await bus.stop();
});

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 25));
}

describe("the event bus", () => {
  it("hears an event this process committed once, then the same text from elsewhere again", async () => {
    const userId = crypto.randomUUID();
    const event: DomainEvent = { type: "walletChanged", userId, currency: "gold" };
    const mine = () => heard.filter((e) => e.type === "walletChanged" && e.userId === userId);
    await inTransaction(t.db, async (_tx, emit) => emit(event));
    await until(() => mine().length === 1);
    expect(mine()).toEqual([event]);

    // Another instance announcing the very same text: parsed and validated, heard again.
    await other.query("SELECT pg_notify($1, $2)", [EVENTS_CHANNEL, JSON.stringify(event)]);
    await until(() => mine().length === 2);
    expect(mine()).toEqual([event, event]);
  });

  it("still refuses a malformed text from elsewhere, with a warning", async () => {
    // The test app's own bus hears the text too, and may say so after this test has ended.
    allowLogLines([{ msg: "event bus ignored a malformed event", level: "warn" }], {
      forFile: true,
    });
    const before = heard.length;
    const userId = crypto.randomUUID();
    await other.query("SELECT pg_notify($1, $2)", [
      EVENTS_CHANNEL,
      JSON.stringify({ type: "walletChanged", userId, currency: "diamonds" }),
    ]);
    await until(() => warnings.length > 0);
    expect(warnings).toEqual(["event bus ignored a malformed event"]);
    expect(heard.slice(before).filter((e) => "userId" in e && e.userId === userId)).toEqual([]);
  });
});
