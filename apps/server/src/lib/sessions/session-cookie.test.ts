import { parse } from "cookie";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { sessionToken } from "./session-cookie.ts";
import { SESSION_COOKIE } from "./session-token.ts";

const withCookie = (cookie: string | undefined) => ({ headers: { cookie } }) as FastifyRequest;

describe("the session token read from the Cookie header", () => {
  it.each([
    [`${SESSION_COOKIE}=AbC-123_xyz`],
    [`theme=dark; ${SESSION_COOKIE}=AbC-123_xyz`],
    [`${SESSION_COOKIE}=AbC-123_xyz; theme=dark`],
    [`${SESSION_COOKIE}="AbC-123_xyz"`],
    [`${SESSION_COOKIE}=AbC%2D123`],
    [`${SESSION_COOKIE}= AbC `],
    [`${SESSION_COOKIE}=`],
    [`${SESSION_COOKIE}x=AbC`],
    ["theme=dark"],
  ])("is what cookie.parse reads from %s", (header) => {
    expect(sessionToken(withCookie(header))).toBe(parse(header)[SESSION_COOKIE]);
  });

  it("is absent without a Cookie header", () => {
    expect(sessionToken(withCookie(undefined))).toBeUndefined();
  });
});
