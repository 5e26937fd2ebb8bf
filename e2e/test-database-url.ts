import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The URL of the e2e server's embedded database. Its password is generated when the server
 * first creates the cluster and kept in DATA_DIR/postgres-password, so it is read at use time.
 */
export function e2eDatabaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
  const port = process.env.E2E_PG_PORT_RESOLVED ?? "55107";
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/repgate`;
}
