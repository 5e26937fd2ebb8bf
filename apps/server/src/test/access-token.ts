import type { CreatedAccessToken } from "@repgate/contracts/access-tokens";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** Makes a personal access token for the signed-in hunter of `cookie`, as Settings does. */
export async function makeAccessToken(
  app: FastifyInstance,
  cookie: string,
  scope: "read" | "play",
  name = "My tracker",
): Promise<CreatedAccessToken> {
  const reply = await app.inject({
    method: "POST",
    url: "/api/user/tokens",
    headers: { cookie },
    payload: { name, scope },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}
