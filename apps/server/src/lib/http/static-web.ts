import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sessionToken } from "../sessions/session-cookie.ts";
import { preferredEncoding } from "./content-encoding.ts";
import { AppError } from "./errors.ts";
import { loadSignedInPages } from "./signed-in-page.ts";

/**
 * Serves the built web app. Unknown GETs outside /api get index.html so the client's router
 * can show the right screen (its own 404 page included); unknown API paths are JSON 404s, and
 * so are missing files under /assets/: a tab still on an older release that asks for a chunk
 * gone since must see a 404, not a page where it expects a script.
 * The build writes brotli and gzip copies of every text file (apps/web/vite-plugins), sent by
 * content negotiation; hashed files are cached for a year, everything else is revalidated on
 * every use so a release is seen at once (index.html, sw.js, the manifest, public images).
 * A browser holding a session cookie gets index.html naming its screen's scripts
 * (lib/http/signed-in-page.ts); the cookie is not checked, a stale one costs a few idle downloads.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, "index.html"));
  const signedInPage = hasWeb ? await loadSignedInPages(distDir) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control comes from setHeaders alone.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it never changes under one name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        // The file chosen depends on Accept-Encoding (preCompressed), so caches must key on it.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    const isAsset = request.url.startsWith("/assets/");
    if (isAsset && hasWeb) {
      throw new AppError("not_found", `No file at ${request.url.split("?")[0]}.`);
    }
    if (!hasWeb || isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      throw new AppError(
        "not_found",
        `No route for ${request.method} ${request.url.split("?")[0]}.`,
      );
    }
    if (signedInPage && request.method === "GET" && sessionToken(request)) {
      const page = signedInPage(request.url.split("?")[0] ?? "/");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      reply
        .type("text/html; charset=UTF-8")
        .header("Cache-Control", "no-cache")
        // The page depends on the session cookie as well as on the encoding.
        .header("Vary", "Accept-Encoding, Cookie");
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply.send(encoding ? page[encoding] : page.identity);
    }
    return reply.sendFile("index.html");
  });
}
