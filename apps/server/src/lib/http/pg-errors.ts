/** True when `error` (or the driver error Drizzle wrapped in `cause`) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}

/** True when `error` (or a cause) is a foreign-key violation: what a row points at is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/**
 * True when PostgreSQL aborted the transaction to break a deadlock (40P01) or a serialization
 * conflict (40001): it changed nothing, and running it again is the documented remedy.
 */
export function isTransactionConflict(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === "40P01" || code === "40001") return true;
  }
  return false;
}

/** SQLSTATE classes and codes that mean "the database cannot be reached right now". */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /terminating connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /Connection terminated unexpectedly/i,
];

/**
 * True when `error` (or a cause) says the database is down, restarting or unreachable: the
 * request did not change anything it could not roll back, and trying again later will do.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
