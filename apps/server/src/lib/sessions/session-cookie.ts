import { parse, serialize } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./session-token.ts";

// The session is the only cookie the server reads or sets, so it is read from the header by
// the routes that need it, and no cookie plugin parses every request's header for them.

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  request.server.noteCookieBehindProxy(request);
  reply.header(
    "set-cookie",
    serialize(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      path: "/",
      expires: expiresAt,
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header(
    "set-cookie",
    serialize(SESSION_COOKIE, "", { sameSite: "lax", path: "/", expires: new Date(0), maxAge: 0 }),
  );
}

const SESSION_PREFIX = `${SESSION_COOKIE}=`;
/** A value as the tokens this server issues are written (base64url): parse() would return it as is. */
const PLAIN_VALUE = /^[\w-]+$/;

/** The session token the request's Cookie header carries, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  // What the app's own pages send is this one cookie alone (the app sets no other): read as
  // parse() reads it, without building an object of every cookie on every poll.
  if (header.startsWith(SESSION_PREFIX)) {
    const value = header.slice(SESSION_PREFIX.length);
    if (PLAIN_VALUE.test(value)) return value;
  }
  return parse(header)[SESSION_COOKIE];
}
