import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Endpoint } from "@repgate/contracts/endpoint";
import { errorReplySchema } from "@repgate/contracts/user";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

/** Paths that are API routes and so must be declared in @repgate/contracts/endpoints. */
function isApiPath(url: string): boolean {
  return url.startsWith("/api/") || url === "/healthz";
}

const apiRoutes = new WeakMap<FastifyInstance, string[]>();

/** "METHOD /path" of every API route registered on an app built with the checks. */
export function registeredApiRoutes(app: FastifyInstance): readonly string[] {
  return apiRoutes.get(app) ?? [];
}

/**
 * Tests only (buildApp's `checkContracts`): refuses to register an API route that was not made
 * from a declared endpoint, and answers 500 with the reason whenever a reply drifts from its
 * declared schema, so a test of that route fails instead of the web client later.
 */
export function installContractChecks(app: FastifyInstance): void {
  const seen: string[] = [];
  apiRoutes.set(app, seen);
  app.addHook("onRoute", (options) => {
    if (!isApiPath(options.url)) return;
    if (!options.config?.endpoint) {
      throw new Error(
        `${String(options.method)} ${options.url} is not declared in @repgate/contracts/endpoints: register it with route().`,
      );
    }
    // Fastify adds a HEAD twin of every GET route by itself.
    if (options.method !== "HEAD") seen.push(`${String(options.method)} ${options.url}`);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || request.method === "HEAD") return payload;
    const body = decoded(payload, reply.getHeader("content-encoding"));
    const problem = replyProblem(endpoint, reply.statusCode, body, reply.getHeader("location"));
    if (!problem) return payload;
    reply.status(500).header("content-type", "application/json; charset=utf-8");
    const message = `Reply of ${endpoint.method} ${endpoint.path} breaks its contract: ${problem}`;
    return JSON.stringify({ message, code: "reply_contract" });
  });
}

/** A route that sends bytes it compressed itself (the dungeon poll) is checked decompressed. */
function decoded(payload: unknown, encoding: unknown): unknown {
  if (!Buffer.isBuffer(payload)) return payload;
  if (encoding === "br") return brotliDecompressSync(payload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(payload).toString("utf8");
  return payload;
}

/** Why a reply does not match its endpoint, or null when it does. */
function replyProblem(
  endpoint: Endpoint,
  status: number,
  payload: unknown,
  location: unknown,
): string | null {
  const text = payload === undefined || payload === null ? "" : String(payload);
  if (status === 304) return null;
  if (status >= 400) return schemaProblem(errorReplySchema, text);
  if (endpoint.replyKind === "redirect") {
    return status >= 300 && status < 400 && location ? null : `expected a redirect, got ${status}`;
  }
  if (endpoint.replyKind === "page") {
    const redirect = status >= 300 && status < 400 && location;
    const page = status === 200 && text.startsWith("<!doctype html>");
    return redirect || page ? null : `expected a redirect or an HTML page, got ${status}`;
  }
  if (endpoint.replyKind === "image" || endpoint.replyKind === "file") {
    return status === 200 || status === 304 ? null : `expected a file, got ${status}`;
  }
  if (endpoint.replyKind === "empty") {
    return status === 204 && text === "" ? null : `expected an empty 204, got ${status}`;
  }
  return schemaProblem(endpoint.reply, text);
}

function schemaProblem(schema: z.ZodType, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `the body is not JSON: ${text.slice(0, 100)}`;
  }
  const result = schema.safeParse(body);
  return result.success ? null : z.prettifyError(result.error);
}
