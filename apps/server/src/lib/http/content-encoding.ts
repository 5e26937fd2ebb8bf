import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * For bodies the app compresses once and sends many times (the dungeon list, the web app's
 * files): which encoding a client accepts, and the bytes. Replies compressed per request are
 * @fastify/compress's (json-compression.ts).
 */

/**
 * Fast levels for a reply compressed on every request (json-compression.ts uses the same); a
 * body cached and compressed once (the dungeon list) takes the thorough ones. Measured on our
 * replies (bench/json-compression.ts) gzip 6 is as small as brotli 4 and up to twice as cheap.
 */
export const LEVELS = {
  fast: { brotli: 4, gzip: 6 },
  thorough: { brotli: 9, gzip: 9 },
};

export type Encoding = "br" | "gzip";

/**
 * Browsers send a handful of distinct Accept-Encoding headers, each on every request: the
 * answer per header is remembered (a bounded map, cleared when full).
 */
const remembered = new Map<string, Encoding | null>();
const REMEMBERED_MAX = 256;
/** Brotli first: a body compressed once is worth its thorough level. */
const BROTLI_FIRST = ["br", "gzip"] as const;

/** The first encoding (brotli, then gzip) an Accept-Encoding header allows, else none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = remembered.get(header);
  if (known !== undefined) return known;
  const chosen = chooseEncoding(header, BROTLI_FIRST);
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(header, chosen);
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
