import type pg from "pg";

/**
 * Records the SQL text of every statement a pool's clients send while `during` runs, whitespace
 * folded: the tests that pin a request's round trips to PostgreSQL read them.
 */
export function recordStatements(pool: pg.Pool) {
  let sent: string[] = [];
  let recording = false;
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const first = args[0] as string | { text?: string };
      if (recording) sent.push(typeof first === "string" ? first : (first.text ?? ""));
      return query(...args);
    };
  });
  return async function during<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; statements: string[] }> {
    sent = [];
    recording = true;
    try {
      const result = await work();
      return { result, statements: sent.map((s) => s.replace(/\s+/g, " ")) };
    } finally {
      recording = false;
    }
  };
}
