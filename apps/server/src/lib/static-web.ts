import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/**
 * Serves the built web app. Unknown GETs outside /api get index.html so the client's router
 * can show the right screen (its own 404 page included); unknown API paths are JSON 404s.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it never changes under one name;
        // anything else (icons, art) may change in place and is revalidated.
        const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "Cache-Control",
          fingerprinted ? "public, max-age=31536000, immutable" : "public, max-age=0",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    if (!hasWeb || isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      throw new AppError(
        "not_found",
        `No route for ${request.method} ${request.url.split("?")[0]}.`,
      );
    }
    reply.header("Cache-Control", "no-cache");
    // Without cacheControl: false, sendFile replaces the header above with "public, max-age=0".
    return reply.sendFile("index.html", { cacheControl: false });
  });
}
