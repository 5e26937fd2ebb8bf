import { type Algorithm, hash, verify } from "@node-rs/argon2";
import type { LoginRequest, RegisterRequest } from "@repgate/contracts/auth";
import { nameKey } from "@repgate/game/rules/name-key";
import type { Db, Tx } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import {
  hashSessionToken,
  newSessionToken,
  SESSION_TTL_MS,
} from "../../lib/sessions/session-token.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { grantStarterItems } from "../inventory/grant.ts";
import { forgiveHit, hitLimits, type Limit } from "../rate-limits/limits.ts";
import * as sessionsRepo from "../sessions/repo.ts";
import { insertUser, touchLastActive, touchLastActiveOf } from "../users/repo.ts";
import { openWallet } from "../wallet/service.ts";
import * as repo from "./repo.ts";

/** Algorithm.Argon2id; the enum is `const` and cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const LOGIN_FAILED = "Invalid email or password.";
/** Presence (lastActiveAt) is written at most this often, so a polling page does not write. */
export const PRESENCE_WRITE_MS = 60_000;
/** A User-Agent is kept only to name the session; nothing longer is needed for that. */
const MAX_USER_AGENT = 512;

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/**
 * Creates a hunter, with their starter potions in the same transaction, and signs them in.
 * A taken email is a 409, and so is a taken name (the same after NFKC and lower-casing).
 */
export async function registerHunter(
  db: Db,
  clock: Clock,
  input: RegisterRequest,
  userAgent?: string,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  return createHunter(db, clock, { ...input, passwordHash }, userAgent);
}

/**
 * registerHunter after the hashing: the test fixtures create their hunters through here with a
 * hash made once by hashPassword, so a test not about sign-up does not pay for argon2 per hunter.
 */
export function createHunter(
  db: Db,
  clock: Clock,
  input: Pick<RegisterRequest, "email" | "hunterName"> & { passwordHash: string },
  userAgent?: string,
): Promise<SignedIn> {
  const { passwordHash } = input;
  return inTransaction(db, async (tx) => {
    const key = nameKey(input.hunterName);
    const user = await insertUser(tx, {
      email: input.email,
      hunterName: input.hunterName,
      hunterNameKey: key,
      passwordHash,
    });
    if (!user) {
      if (!(await repo.findUserByEmail(tx, input.email)) && (await repo.hunterNameTaken(tx, key))) {
        throw new AppError("conflict", `The hunter name ${input.hunterName} is already taken.`);
      }
      throw new AppError("conflict", "A hunter with this email already exists.");
    }
    await openWallet(tx, user.id);
    await grantStarterItems(tx, user.id);
    return startSession(tx, clock, user, userAgent);
  });
}

/** Failed sign-ins one account takes in a window, from every address together (decision 019). */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_ACCOUNT_LOCKED =
  "Too many failed sign-ins for this account. Please wait 15 minutes and try again.";

/**
 * The per-account counter, in rate_limit_counters like every limit (so across instances). A
 * wrong current password (password change, account deletion) counts here too.
 */
export function signInAccountLimit(email: string): Limit {
  return {
    key: `sign-in:account:${email}`,
    max: SIGN_IN_FAILURES_PER_ACCOUNT,
    windowMs: SIGN_IN_ACCOUNT_WINDOW_MS,
    message: SIGN_IN_ACCOUNT_LOCKED,
  };
}

/**
 * Signs a hunter in with a fresh session; the session they came with (if any) is ended, so a
 * token planted before sign-in is worthless after it.
 */
export async function logInHunter(
  db: Db,
  clock: Clock,
  input: LoginRequest,
  previousToken?: string,
  userAgent?: string,
): Promise<SignedIn> {
  const email = input.email.toLowerCase();
  const perAccount = signInAccountLimit(email);
  // Counted before the password is checked, so that of many guesses racing from many
  // addresses only the allowance is checked at all, and a right guess after it is spent
  // learns nothing; a successful sign-in gives its hit back. Unknown addresses are counted the
  // same way, so the limit does not tell which ones exist.
  await hitLimits(db, clock, [perAccount]);
  const user = await repo.findUserByEmail(db, email);
  decoyHash ??= hash("not-a-real-password", ARGON2_OPTIONS);
  const valid = await verify(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !valid) throw new AppError("unauthenticated", LOGIN_FAILED);
  await forgiveHit(db, perAccount);
  return inTransaction(db, async (tx, emit) => {
    if (previousToken) await endSession(tx, emit, previousToken);
    return startSession(tx, clock, user, userAgent);
  });
}

/** Signs out: the session row goes, and its sockets on every instance close (sessionEnded). */
export async function logOutHunter(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await inTransaction(db, (tx, emit) => endSession(tx, emit, token));
}

/**
 * The hunter behind a session token, or null. A request that changes something (`active`: any
 * method but GET and HEAD) also marks the hunter and the session present, at most once a
 * minute; a read writes nothing (docs/architecture.md, "A GET reads"): an open app is kept
 * present by its socket instead (markPresent). Reads of one session that arrive while its
 * lookup is under way share that lookup (readSession).
 */
export async function findSessionUser(
  db: Db,
  clock: Clock,
  token: string,
  { active }: { active: boolean },
): Promise<UserRow | null> {
  const now = clock.now();
  const tokenHash = hashSessionToken(token);
  if (!active) return readSession(db, tokenHash, now);
  const found = await sessionsRepo.findSessionUser(db, tokenHash, now);
  if (!found) return null;
  await keepPresent(db, { ...found, tokenHash }, now);
  return found.user;
}

type SessionLookup = ReturnType<typeof sessionsRepo.findSessionUser>;

/** The lookups under way per database and session (the token's hash). */
const lookupsUnderWay = new WeakMap<Db, Map<string, SessionLookup>>();

/**
 * A screen's reads arrive together (the home sends eight at once, issue 45's day of play): the
 * first asks the database, the others that arrive before its answer wait for the same answer,
 * as if they had come a moment earlier. Each gets its own copy of the hunter. Only reads share:
 * a write asks for itself, after everything before it.
 */
async function readSession(db: Db, tokenHash: string, now: Date): Promise<UserRow | null> {
  let underWay = lookupsUnderWay.get(db);
  if (!underWay) {
    underWay = new Map();
    lookupsUnderWay.set(db, underWay);
  }
  let lookup = underWay.get(tokenHash);
  if (!lookup) {
    const started = sessionsRepo.findSessionUser(db, tokenHash, now);
    const done = () => underWay.delete(tokenHash);
    started.then(done, done);
    underWay.set(tokenHash, started);
    lookup = started;
  }
  const found = await lookup;
  return found ? { ...found.user } : null;
}

/**
 * A request that changes something marks its hunter and session present, at most once a
 * minute each (findSessionUser's `active`); for a route that finds the session itself.
 */
export async function keepPresent(
  db: Db,
  {
    user,
    sessionLastSeenAt,
    tokenHash,
  }: { user: UserRow; sessionLastSeenAt: Date; tokenHash: string },
  now: Date,
): Promise<void> {
  const stalePresence = now.getTime() - user.lastActiveAt.getTime() > PRESENCE_WRITE_MS;
  const staleSession = now.getTime() - sessionLastSeenAt.getTime() > PRESENCE_WRITE_MS;
  if (!stalePresence && !staleSession) return;
  // Presence is no domain event: nothing a browser shows waits for it.
  await inTransaction(db, async (tx) => {
    if (stalePresence) await touchLastActive(tx, user.id, now);
    if (staleSession) await sessionsRepo.touchSession(tx, tokenHash, now);
  });
  if (stalePresence) user.lastActiveAt = now;
}

/**
 * Marks hunters whose app is open (a live socket of theirs answers the heartbeat) as present,
 * and the sessions behind those sockets as seen: what a friend's online dot and the sessions
 * list show. Rows touched less than a minute ago are left alone, so every instance may call it
 * for its own sockets as often as it beats.
 */
export async function markPresent(
  db: Db,
  now: Date,
  present: readonly { userId: string; sessionId: string }[],
): Promise<void> {
  if (present.length === 0) return;
  const staleBefore = new Date(now.getTime() - PRESENCE_WRITE_MS);
  await inTransaction(db, async (tx) => {
    await touchLastActiveOf(tx, [...new Set(present.map((p) => p.userId))], now, staleBefore);
    await sessionsRepo.touchSessionsById(
      tx,
      [...new Set(present.map((p) => p.sessionId))],
      now,
      staleBefore,
    );
  });
}

async function endSession(tx: Tx, emit: Emit, token: string): Promise<void> {
  const ended = await sessionsRepo.deleteSession(tx, hashSessionToken(token));
  if (!ended) return;
  emit({ type: "sessionEnded", userId: ended.userId, sessionId: ended.id });
  emit({ type: "sessionsChanged", userId: ended.userId });
}

/** A new session for `user`; the browser's User-Agent names it in the sessions list. */
export async function startSession(
  tx: Tx,
  clock: Clock,
  user: UserRow,
  userAgent?: string,
): Promise<SignedIn> {
  const token = newSessionToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await sessionsRepo.insertSession(tx, {
    tokenHash: hashSessionToken(token),
    userId: user.id,
    expiresAt,
    createdAt: now,
    lastSeenAt: now,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
  });
  return { user, token, expiresAt };
}

/** argon2id with OWASP's baseline; every stored password goes through here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches the stored hash. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
