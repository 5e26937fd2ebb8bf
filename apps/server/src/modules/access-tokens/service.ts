import { createHash, randomBytes } from "node:crypto";
import {
  ACCESS_TOKEN_PREFIX,
  type AccessToken,
  type CreatedAccessToken,
  MAX_ACCESS_TOKENS,
} from "@repgate/contracts/access-tokens";
import type { TokenScope } from "@repgate/contracts/endpoint";
import type { Db } from "../../db/connect.ts";
import type { AccessTokenRow } from "../../db/schema/access-tokens.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import type { Limit } from "../rate-limits/limits.ts";
import * as repo from "./repo.ts";

/** A use is recorded at most this often, so reads write almost nothing (decision 027). */
const LAST_USE_WRITE_MS = 60_000;
/** Requests one token may make per minute, on every instance together. */
export const TOKEN_REQUESTS_PER_MINUTE = 120;

/**
 * SHA-256 is enough here, unlike for passwords: a token is 256 random bits, so no dictionary or
 * brute force reaches it, and a hash per request must be cheap (docs/decisions/042).
 */
function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function present(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listAccessTokens(db: Db, userId: string): Promise<AccessToken[]> {
  return (await repo.listTokens(db, userId)).map(present);
}

/**
 * Makes a token and returns it, the only time it is ever seen. The hunter's row is locked so
 * that racing creations cannot pass MAX_ACCESS_TOKENS together.
 */
export async function createAccessToken(
  db: Db,
  clock: Clock,
  args: { userId: string; name: string; scope: TokenScope },
): Promise<CreatedAccessToken> {
  const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await inTransaction(db, async (tx) => {
    await repo.lockTokenOwner(tx, args.userId);
    if ((await repo.countTokens(tx, args.userId)) >= MAX_ACCESS_TOKENS) {
      throw new AppError(
        "conflict",
        `You have ${MAX_ACCESS_TOKENS} tokens already. Revoke one before making another.`,
      );
    }
    return repo.insertToken(tx, { ...args, tokenHash: hashAccessToken(token), now: clock.now() });
  });
  return { accessToken: present(row), token };
}

export async function revokeAccessToken(db: Db, args: { userId: string; id: string }) {
  if (!(await repo.deleteToken(db, args.userId, args.id))) {
    throw new AppError("not_found", "No such token.");
  }
}

/**
 * The token behind a bearer string and its hunter, or null. Nothing is cached, so a revoked
 * token is refused at once by every instance. The use is recorded at most once a minute.
 */
export async function findAccessTokenUser(
  db: Db,
  clock: Clock,
  bearer: string,
): Promise<{ scope: TokenScope; tokenId: string; user: UserRow } | null> {
  if (!bearer.startsWith(ACCESS_TOKEN_PREFIX)) return null;
  const found = await repo.findTokenUser(db, hashAccessToken(bearer));
  if (!found) return null;
  const now = clock.now();
  const staleBefore = new Date(now.getTime() - LAST_USE_WRITE_MS);
  const lastUsed = found.token.lastUsedAt;
  if (!lastUsed || lastUsed < staleBefore) {
    await repo.touchToken(db, found.token.id, now, staleBefore);
  }
  return { scope: found.token.scope, tokenId: found.token.id, user: found.user };
}

/** The per-token allowance, counted in PostgreSQL so it holds across instances. */
export function tokenLimit(tokenId: string): Limit {
  return {
    key: `token:${tokenId}`,
    max: TOKEN_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
    message: "This token made too many requests. Please wait a minute and try again.",
  };
}
