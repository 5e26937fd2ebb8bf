import { allEndpoints } from "@repgate/contracts/endpoints/all";
import { apiDocsEndpoints } from "@repgate/contracts/endpoints/api-docs";
import type { FastifyInstance } from "fastify";
import { answered, route } from "../../lib/http/route.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { DOCS_PAGE, viewerFiles } from "./viewer.ts";

/** The document and its viewer change only with a release: caches may keep them an hour. */
const CACHE = "public, max-age=3600";

export async function apiDocsRoutes(app: FastifyInstance) {
  // Built once at start: the contracts do not change while the server runs.
  const document = JSON.stringify(buildOpenApiDocument(allEndpoints));
  const files = viewerFiles();

  route(app, apiDocsEndpoints.openApi, {}, ({ reply }) =>
    answered(
      reply.header("cache-control", CACHE).type("application/json; charset=utf-8").send(document),
    ),
  );
  route(app, apiDocsEndpoints.page, {}, ({ reply }) =>
    answered(reply.header("cache-control", CACHE).type("text/html; charset=utf-8").send(DOCS_PAGE)),
  );
  route(app, apiDocsEndpoints.file, {}, ({ params, request, reply }) => {
    const file = files(params.file);
    const gzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    reply.header("cache-control", CACHE).header("vary", "Accept-Encoding").type(file.type);
    if (gzip) reply.header("content-encoding", "gzip");
    return answered(reply.send(gzip ? file.gzip : file.identity));
  });
}
