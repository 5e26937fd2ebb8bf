import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * How a success is answered: "json" is a body the reply schema checks; "empty" is a 204 with
 * no body; "redirect" is a 302 meant for a browser navigation, never for fetch(); "page" is a
 * browser navigation answered with a redirect or a small HTML page; "image" is binary image
 * bytes for an <img src>, never for fetch(); "file" is a script or stylesheet of a page (the API
 * docs' viewer).
 */
type ReplyKind = "json" | "empty" | "redirect" | "page" | "image" | "file";

/**
 * What a personal access token must allow for an endpoint to take it (docs/api.md): "read" is
 * any token, "play" a token of the play scope. Absent: no token at all, whatever its scope
 * (account, password, e-mail, tokens, push, deletion, and anything not yet decided).
 */
export type TokenScope = "read" | "play";

type Schema = z.ZodType;

/**
 * One HTTP endpoint, declared once: the server registers and validates its route from it, the
 * web calls it through it, and tests fuzz and check it from the list in endpoints/all.ts.
 */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Reply extends Schema = Schema,
> {
  readonly method: Method;
  /** Fastify's path syntax: `:name` for a parameter that `params` describes. */
  readonly path: Path;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly reply: Reply;
  readonly replyKind: ReplyKind;
  /** True when only a signed-in hunter may call it (401 otherwise). */
  readonly auth: boolean;
  /** The token scope that may call it; null when only a session cookie may. */
  readonly token: TokenScope | null;
}

export interface EndpointSpec<
  Method extends HttpMethod,
  Path extends string,
  Params extends Schema | undefined,
  Query extends Schema | undefined,
  Body extends Schema | undefined,
  Reply extends Schema,
> {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  reply: Reply;
  /** "json" unless said otherwise. */
  replyKind?: ReplyKind;
  /** True unless said otherwise: almost every endpoint is for signed-in hunters. */
  auth?: boolean;
  /** Which personal access tokens may call it; none unless said (see TokenScope). */
  token?: TokenScope;
}

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/**
 * Declares an endpoint. Refuses at import time a path whose `:params` and params schema
 * disagree, so a typo cannot reach the server or the client.
 */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Reply extends Schema = Schema,
>(
  spec: EndpointSpec<Method, Path, Params, Query, Body, Reply>,
): Endpoint<Method, Path, Params, Query, Body, Reply> {
  const inPath = pathParamNames(spec.path).sort();
  const inSchema = spec.params instanceof z.ZodObject ? Object.keys(spec.params.shape).sort() : [];
  if (inPath.join() !== inSchema.join()) {
    throw new Error(
      `${spec.method} ${spec.path}: path parameters [${inPath}] differ from params schema [${inSchema}]`,
    );
  }
  return {
    method: spec.method,
    path: spec.path,
    params: spec.params as Params,
    query: spec.query as Query,
    body: spec.body as Body,
    reply: spec.reply,
    replyKind: spec.replyKind ?? "json",
    auth: spec.auth ?? true,
    token: spec.token ?? null,
  };
}

type Part<Key extends string, S> = S extends Schema
  ? { [K in Key]: z.input<S> }
  : { [K in Key]?: undefined };

/** What a caller sends: `params`, `query` and `body`, each required exactly when declared. */
export type EndpointInput<E extends Endpoint> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]>;

/** The parsed input a handler receives. */
export type EndpointRequest<E extends Endpoint> = {
  params: E["params"] extends Schema ? z.output<E["params"]> : undefined;
  query: E["query"] extends Schema ? z.output<E["query"]> : undefined;
  body: E["body"] extends Schema ? z.output<E["body"]> : undefined;
};

/** What the client gets back, parsed. */
export type EndpointReply<E extends Endpoint> = z.output<E["reply"]>;

/** What the server must answer with, before serialisation. */
export type EndpointReplyInput<E extends Endpoint> = z.input<E["reply"]>;

/** The reply of "empty" and "redirect" endpoints: no JSON at all. */
export const noContentSchema = z.null();
