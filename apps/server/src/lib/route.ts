import type { Endpoint, EndpointReplyInput, EndpointRequest } from "@repgate/contracts/endpoint";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from "fastify";
import { parseInput } from "./validate.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract a route was registered from (see route()); checked by contract-check.ts. */
    endpoint?: Endpoint;
  }
}

export interface RouteOptions {
  /** Runs before the input is validated, so an anonymous caller gets a 401 before any 400. */
  preHandler?: preHandlerAsyncHookHandler;
  rateLimit?: FastifyContextConfig["rateLimit"];
  /** The success status when it is not 200 (201 for a creation); "empty" endpoints send 204. */
  status?: number;
  /** A larger body limit (bytes) than the app's default, for the few uploads (avatars). */
  bodyLimit?: number;
}

/** The validated input, plus the request and reply for cookies, headers and the signed-in user. */
export type RouteContext<E extends Endpoint> = EndpointRequest<E> & {
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * What a handler gives back: the reply its contract declares, or the FastifyReply itself when
 * the handler sent the answer on its own (a redirect, a cached pre-serialised body, a 304).
 */
export type RouteResult<E extends Endpoint> = EndpointReplyInput<E> | FastifyReply;

/**
 * Registers `endpoint` on `app`: params, query and body are parsed with the endpoint's schemas
 * (a failure is a 400 with the schema's own message, see parseInput) before `handler` runs,
 * and the handler's result is typed by the reply schema.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (context: RouteContext<E>) => Promise<RouteResult<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    handler: async (request, reply) => {
      const input = {
        params: endpoint.params ? parseInput(endpoint.params, request.params) : undefined,
        query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
      } as EndpointRequest<E>;
      if (options.status) reply.status(options.status);
      const result = await handler({ ...input, request, reply });
      if (result === reply) return reply;
      if (endpoint.replyKind === "empty") return reply.status(options.status ?? 204).send();
      // send() rather than returning the value: an async handler may not resolve to undefined,
      // and a declared `null` reply (no active battle) must still go out as JSON null.
      return reply.send(result);
    },
  });
}
