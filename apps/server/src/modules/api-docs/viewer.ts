import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { apiDocsFileSchema } from "@repgate/contracts/endpoints/api-docs";
import type { z } from "zod";

type ViewerFile = z.infer<typeof apiDocsFileSchema>;

/**
 * The page at /api/docs: Swagger UI from the server's own copy of swagger-ui-dist, started by a
 * script file (the CSP allows no inline script), reading /api/openapi.json. `validatorUrl: null`
 * keeps it from asking a validator on another host for a badge.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RepGate API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"><h1>RepGate API</h1><p>Loading the API reference…</p></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  deepLinking: true,
});
`;

const TYPES: Record<ViewerFile, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "start.js": "text/javascript; charset=utf-8",
};

export interface ViewerBytes {
  type: string;
  gzip: Buffer;
  identity: Buffer;
}

/** Reads the viewer's files once, on first use, and gzips each once (1.5 MB of script). */
export function viewerFiles(): (file: ViewerFile) => ViewerBytes {
  const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const cache = new Map<ViewerFile, ViewerBytes>();
  return (file) => {
    const known = cache.get(file);
    if (known) return known;
    const identity = file === "start.js" ? Buffer.from(START) : readFileSync(path.join(dist, file));
    const bytes = { type: TYPES[file], identity, gzip: gzipSync(identity) };
    cache.set(file, bytes);
    return bytes;
  };
}
