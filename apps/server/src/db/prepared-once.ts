import { type Db, isBehindTransactionPooler } from "./connect.ts";

/**
 * A statement of the hot path, built by `prepare` once per database handle: building a wide
 * query cost drizzle about as much as the rest of a request (issue 45). It is named, so that
 * PostgreSQL keeps its plan per connection, unless a transaction pooler stands between them:
 * the next transaction may then run on a session that never prepared it, so the name is left
 * empty and PostgreSQL plans it each time.
 */
export function preparedOnce<T>(name: string, prepare: (db: Db, name: string) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db, isBehindTransactionPooler(db) ? "" : name);
      statements.set(db, statement);
    }
    return statement;
  };
}
