import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** The viewer's own files, served from the server's copy of swagger-ui-dist (no CDN). */
export const apiDocsFileSchema = z.enum(["swagger-ui-bundle.js", "swagger-ui.css", "start.js"]);

export const apiDocsEndpoints = {
  /** The OpenAPI 3.1 document of every endpoint here, generated from these contracts. */
  openApi: defineEndpoint({
    method: "GET",
    path: "/api/openapi.json",
    reply: z.record(z.string(), z.unknown()),
    auth: false,
  }),
  /** The document rendered for people (Swagger UI). */
  page: defineEndpoint({
    method: "GET",
    path: "/api/docs",
    reply: z.null(),
    replyKind: "page",
    auth: false,
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/api/docs/:file",
    params: z.object({ file: apiDocsFileSchema }),
    reply: z.null(),
    replyKind: "file",
    auth: false,
  }),
};
