import type { FastifyReply, FastifyRequest } from "fastify";

/** The path of a URL without its query string, which may hold tokens. */
export function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/**
 * What a log line shows of a request or reply that Fastify's own lines carry (`req`, `res`):
 * never headers, a query or a body. Without them pino would write the whole object, cookies
 * included.
 */
export const requestSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, path: pathOf(request.url) }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
};
