import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, onSendHookHandler } from "fastify";
import { addRouteHook } from "./route-hooks.ts";

/**
 * Below one TCP segment (about 1,460 bytes) compression saves no round trip and only costs
 * CPU; above it, a reply shrinks to a fifth or less for a few tens of microseconds
 * (bench/json-compression.ts measures both).
 */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Fast levels for a reply compressed on every request; a body cached and compressed once
 * (the dungeon list) takes the thorough ones. Measured on our replies (bench/json-compression.ts)
 * gzip 6 is as small as brotli 4 and up to twice as cheap, so per request gzip comes first.
 */
const LEVELS = {
  fast: { brotli: 4, gzip: 6 },
  thorough: { brotli: 9, gzip: 9 },
};

export type Encoding = "br" | "gzip";

/**
 * Browsers send a handful of distinct Accept-Encoding headers, each on every request: the
 * answer per header and order is remembered (a bounded map, cleared when full).
 */
const remembered: Record<Encoding, Map<string, Encoding | null>> = {
  br: new Map(),
  gzip: new Map(),
};
const REMEMBERED_MAX = 256;
/** The orders a caller may ask for: brotli first for bodies compressed once, gzip per request. */
export const BROTLI_FIRST = ["br", "gzip"] as const;
export const GZIP_FIRST = ["gzip", "br"] as const;

/** The first encoding of `order` an Accept-Encoding header allows, else none. */
export function preferredEncoding(
  header: string | undefined,
  order: typeof BROTLI_FIRST | typeof GZIP_FIRST = BROTLI_FIRST,
): Encoding | null {
  if (!header) return null;
  const answers = remembered[order[0]];
  const known = answers.get(header);
  if (known !== undefined) return known;
  const chosen = chooseEncoding(header, order);
  if (answers.size >= REMEMBERED_MAX) answers.clear();
  answers.set(header, chosen);
  return chosen;
}

function chooseEncoding(header: string, order: readonly Encoding[]): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of order) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > 0) return encoding;
  }
  return null;
}

export function encodeJson(
  body: string | Buffer,
  encoding: Encoding,
  effort: keyof typeof LEVELS = "fast",
): Buffer {
  const level = LEVELS[effort];
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level.brotli,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: level.gzip });
}

/** Adds Accept-Encoding to Vary without repeating it. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader("vary") ?? "");
  if (/accept-encoding|\*/i.test(vary)) return;
  reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses JSON replies of MIN_COMPRESSED_BYTES or more for clients that accept it. The hook
 * is attached to every route but those whose endpoint answers images, redirects or nothing, and
 * those that send bytes they compressed themselves (the cached dungeon list, polled every second).
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook("onRoute", (routeOptions) => {
    const config = routeOptions.config;
    if (config?.encodesItself) return;
    if (config?.endpoint && config.endpoint.replyKind !== "json") return;
    addRouteHook(routeOptions, "onSend", compressJson);
  });
}

// A callback hook, not an async one: a promise per hook per request is measurable on hot
// routes (bench/dungeons-poll.ts).
const compressJson: onSendHookHandler = (request, reply, payload, done) => {
  if (typeof payload !== "string" || payload.length < MIN_COMPRESSED_BYTES) {
    return done(null, payload);
  }
  if (reply.hasHeader("content-encoding")) return done(null, payload);
  if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) {
    return done(null, payload);
  }
  varyOnEncoding(reply);
  const encoding = preferredEncoding(request.headers["accept-encoding"], GZIP_FIRST);
  if (!encoding) return done(null, payload);
  reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  done(null, encodeJson(payload, encoding));
};
