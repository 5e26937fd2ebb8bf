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

/** The session token the request's Cookie header carries, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[SESSION_COOKIE] : undefined;
}
