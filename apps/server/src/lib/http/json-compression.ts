import { constants } from "node:zlib";
import fastifyCompress, { type FastifyCompressOptions } from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { LEVELS } from "./content-encoding.ts";

/**
 * Below one TCP segment (about 1,460 bytes) compression saves no round trip and only costs
 * CPU; above it, a reply shrinks to a fifth or less for a few tens of microseconds
 * (bench/json-compression.ts measures both).
 */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * JSON replies of MIN_COMPRESSED_BYTES or more, compressed per request by @fastify/compress for
 * clients that accept it: gzip first (as small as brotli 4 on our replies and up to twice as
 * cheap), synchronously whatever the size (its streaming path costs 75-85% more CPU on a 20 kB
 * reply; docs/decisions/README.md, "Hand-written infrastructure"). Request bodies are not
 * decompressed: nothing the app accepts is sent compressed. A route that sends bytes it
 * compressed itself (the dungeon poll) says `compress: false` through route() and pays for no hook.
 */
const OPTIONS: FastifyCompressOptions = {
  globalDecompression: false,
  threshold: MIN_COMPRESSED_BYTES,
  encodings: ["gzip", "br"],
  customTypes: /^application\/json/,
  syncThreshold: 16 * 1024 * 1024,
  zlibOptions: { level: LEVELS.fast.gzip },
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: LEVELS.fast.brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
};

export async function installJsonCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, OPTIONS);
}
