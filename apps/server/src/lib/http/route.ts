import type { Endpoint, EndpointReplyInput, EndpointRequest } from "@repgate/contracts/endpoint";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
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
  preHandler?: preHandlerAsyncHookHandler | preHandlerHookHandler;
  rateLimit?: FastifyContextConfig["rateLimit"];
  /** The success status when it is not 200 (201 for a creation); "empty" endpoints send 204. */
  status?: number;
  /** A larger body limit (bytes) than the app's default, for the few uploads (avatars). */
  bodyLimit?: number;
  /** The handler always sends bytes it compressed itself (the cached dungeon list). */
  encodesItself?: boolean;
}

/** The validated input, plus the request and reply for cookies, headers and the signed-in user. */
export type RouteContext<E extends Endpoint> = EndpointRequest<E> & {
  request: FastifyRequest;
  reply: FastifyReply;
};

declare const answeredBrand: unique symbol;

/** What a handler returns when it has sent the answer itself; see answered(). */
export interface Answered {
  readonly [answeredBrand]: true;
}

// One frozen object (not a symbol, whose type TypeScript widens in inferred returns).
const ANSWERED = Object.freeze({}) as Answered;

/**
 * Says that the handler sent the answer on its own (a redirect, a cached pre-serialised body, a
 * 304, an image): `return answered(reply.status(304).send())`. A handler must not return the
 * FastifyReply itself: a reply is thenable, so the async handler's promise resolves to
 * `undefined` once the response has ended, and route() would answer a second time (Fastify then
 * logs FST_ERR_REP_ALREADY_SENT with a stack, once per request).
 */
export function answered(_reply: FastifyReply): Answered {
  return ANSWERED;
}

/** What a handler gives back: the reply its contract declares, or answered(reply). */
export type RouteResult<E extends Endpoint> = EndpointReplyInput<E> | Answered;

/**
 * Registers `endpoint` on `app`: params, query and body are parsed with the endpoint's schemas
 * (a failure is a 400 with the schema's own message, see parseInput) before `handler` runs,
 * and the handler's result is typed by the reply schema. A handler may answer without a
 * promise (the dungeon poll from its cache): then no promise is made for the request at all.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (context: RouteContext<E>) => RouteResult<E> | Promise<RouteResult<E>>,
): void {
  const finish = (reply: FastifyReply, result: RouteResult<E>): void => {
    // reply.sent too: a handler typed loosely (an image's `unknown` reply) that sent and
    // returned anything else must still not be answered twice.
    if (result === ANSWERED || reply.sent) return;
    if (endpoint.replyKind === "empty") {
      reply.status(options.status ?? 204).send();
      return;
    }
    // send() rather than returning the value: Fastify would not send an `undefined`, and a
    // declared `null` reply (no active battle) must still go out as JSON null.
    reply.send(result);
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      endpoint,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    // JSON replies are compressed per request (json-compression.ts); images, redirects, empty
    // replies and bytes compressed ahead take no compression hook at all.
    ...(options.encodesItself || endpoint.replyKind !== "json" ? { compress: false } : {}),
    // Fastify catches what this throws. A handler that answered at once returns nothing; a
    // promise resolves to the reply, which Fastify waits on (it is thenable) until the answer
    // has gone out: resolving to nothing while an onSend hook still runs, Fastify would send
    // `undefined` a second time.
    handler: (request, reply) => {
      const context = {
        params: endpoint.params ? parseInput(endpoint.params, request.params) : undefined,
        query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
        request,
        reply,
      } as RouteContext<E>;
      if (options.status) reply.status(options.status);
      const result = handler(context);
      if (result instanceof Promise) {
        return result.then((value) => {
          finish(reply, value);
          return reply;
        });
      }
      finish(reply, result);
    },
  });
}
