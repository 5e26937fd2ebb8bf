import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../../../db/schema/users.ts";
import { sessionToken } from "../../sessions/session-cookie.ts";
import { AppError } from "../errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/** The hunter behind a session token; `method` is the request's, since only writes mark presence. */
export type FindSessionUser = (token: string, method: string) => Promise<UserRow | null>;

/** preHandler that loads the signed-in hunter or answers 401. */
export function requireUser(findSessionUser: FindSessionUser) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = sessionToken(request);
    const user = token ? await findSessionUser(token, request.method) : null;
    if (!user) throw new AppError("unauthenticated", "You are not signed in.");
    request.user = user;
  };
}

/** The hunter loaded by requireUser; only call it on routes behind that hook. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("unauthenticated", "You are not signed in.");
  return request.user;
}
