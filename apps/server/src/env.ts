import { isIP } from "node:net";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const TRUST_PROXY_TRUE =
  "true would let every client name its own address in X-Forwarded-For (and so dodge every " +
  "per-address limit). Write the number of proxies in front of the app instead (TRUST_PROXY=1 " +
  "for one reverse proxy) or their addresses, comma separated (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8)";
/** Names proxy-addr (Fastify's trustProxy) takes for address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For is believed (docs/decisions/039): unset, `false` or `0` none;
 * a number that many hops; else a list of the proxies' addresses or ranges. `true` (believe
 * whoever sent it) is refused with what to write instead.
 */
const trustProxy = z
  .string()
  .transform((value, context): false | number | string[] => {
    const v = value.trim();
    if (v === "false" || v === "0") return false;
    if (v === "true") {
      context.addIssue({ code: "custom", message: TRUST_PROXY_TRUE });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `must be a number of proxies (1) or their addresses, comma separated (10.0.0.5,10.0.0.0/8); not ${wrong.join(", ") || v}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .default(false);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  /**
   * A direct connection to the same database, for what must hold one PostgreSQL session: LISTEN,
   * the job runner and the migrations' lock. Set it when DATABASE_URL goes through PgBouncer in
   * transaction pooling mode (docs/operations.md); default DATABASE_URL. A different one says
   * DATABASE_URL is such a pooler: queries then keep nothing in a session (no named statements).
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  /** Connections each instance's query pool may open (LISTEN and the job runner have their own). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Port of the embedded PostgreSQL; only used when DATABASE_URL is unset. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** One log line per request at info; off by default, failures and slow requests always log. */
  LOG_REQUESTS: bool.default(false),
  /** A request slower than this many milliseconds is logged at warn. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  /** Sign-in and sign-up attempts one client may make per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Sign-in attempts one client may make per minute; default AUTH_RATE_LIMIT. */
  AUTH_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Sign-up attempts one client may make per minute; default AUTH_RATE_LIMIT. */
  AUTH_SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Extra origins allowed to send state-changing requests, comma separated. */
  ALLOWED_ORIGINS: z.string().default(""),
  /** The proxies in front of the app: a hop count or their addresses (see trustProxy above). */
  TRUST_PROXY: trustProxy,
  WEB_DIST_DIR: z.string().optional(),
  /** Where mail goes (password resets): smtp://user:pass@host:587 or smtps://...:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  /** The From of mail the server sends. */
  MAIL_FROM: z.string().min(3).default("RepGate <no-reply@localhost>"),
  /** The app's address as hunters reach it, for links in mail; default http://localhost:PORT. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\//, { error: "must be an http:// or https:// URL" })
    .optional(),
  /**
   * Web Push (docs/decisions/024): the VAPID key pair, base64url. Unset, a pair is generated
   * once and kept in DATA_DIR/vapid-keys.json, like the embedded database's password.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: "must be a base64url P-256 public key (87 characters)" })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: "must be a base64url P-256 private key (43 characters)",
    })
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL; default MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { error: "must be a mailto: or https:// URL" })
    .optional(),
  /**
   * Origins (comma separated) of push services reached over plain http, besides https ones;
   * only for a stand-in push service in tests or a lab. Production leaves it empty.
   */
  PUSH_HTTP_ORIGINS: z.string().default(""),
});
export type Env = z.infer<typeof envSchema>;

/** Reads the environment once; a bad value throws a message that names the variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
