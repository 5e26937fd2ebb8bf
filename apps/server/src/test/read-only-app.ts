import type { FastifyInstance } from "fastify";
import type pg from "pg";
import webpush from "web-push";
import { buildApp } from "../app.ts";
import { connectDatabase } from "../db/connect.ts";
import { atFileEnd } from "./at-file-end.ts";
import { collectingLogger } from "./server-log.ts";
import type { TestApp } from "./test-app.ts";

/** PostgreSQL's SQLSTATE for "cannot execute ... in a read-only transaction". */
export const READ_ONLY_REFUSAL = "25006";

export interface ReadOnlyApp {
  app: FastifyInstance;
  pool: pg.Pool;
  /** Every error PostgreSQL answered this app's connections with, even those the app swallowed. */
  refusals: { code: string | undefined; message: string }[];
}

/**
 * A second instance of the app on `t`'s database whose every connection starts with
 * `default_transaction_read_only = on`: PostgreSQL itself refuses any INSERT, UPDATE, DELETE,
 * row lock (`FOR UPDATE`) or sequence step it is asked for, in or out of a transaction. Each
 * error on its connections is recorded, so a write the app catches and ignores still shows.
 * Same clock and dice as `t`, so it sees the world `t` made as `t` would.
 */
export async function createReadOnlyApp(t: TestApp): Promise<ReadOnlyApp> {
  const url = new URL(t.databaseUrl);
  url.searchParams.set("options", "-c default_transaction_read_only=on");
  const database = connectDatabase(url.toString(), 5);
  const refusals: ReadOnlyApp["refusals"] = [];
  database.pool.on("connect", (client) => recordErrorsOf(client, refusals));
  const app = await buildApp({
    checkContracts: true,
    logger: collectingLogger(),
    requestLog: { everyRequest: false, slowMs: 60_000 },
    deps: {
      db: database.db,
      clock: t.clock,
      authRateLimit: 10_000,
      random: t.random.roll,
      // No bus: this instance only answers reads. On the bus it would also hear events and
      // send their pushes, which write (a delivery is claimed), as every instance rightly does.
      push: {
        ...webpush.generateVAPIDKeys(),
        subject: "mailto:tests@repgate.test",
        httpOrigins: [],
      },
    },
  });
  atFileEnd(async () => {
    await app.close();
    await database.pool.end();
  });
  return { app, pool: database.pool, refusals };
}

type Refusals = ReadOnlyApp["refusals"];

/** Wraps the client's query (promise and callback forms alike) to note each error it answers. */
function recordErrorsOf(client: pg.PoolClient, refusals: Refusals): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const note = (error: unknown) => {
    const { code, message } = error as { code?: string; message?: string };
    refusals.push({ code, message: message ?? String(error) });
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const last = args.at(-1);
    if (typeof last === "function") {
      const callback = last as (error: unknown, ...rest: unknown[]) => void;
      return query(...args.slice(0, -1), (error: unknown, ...rest: unknown[]) => {
        if (error) note(error);
        callback(error, ...rest);
      });
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(note);
    return result;
  };
}
