import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Written by the web build (apps/web/vite-plugins/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = "route-preloads.json";

interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type SignedInPages = (pathname: string) => EncodedPage;

/** What the build lists for one address: its screen's scripts and the URLs its reads fetch. */
interface PagePreloads {
  scripts: string[];
  reads: string[];
}

/**
 * index.html as a signed-in hunter's browser gets it: naming, as low-priority module preloads,
 * the scripts of the screen at that address (the layout's, the screen's and the shared ones),
 * and, as fetch preloads, the reads that screen starts. Without them the browser learns of those
 * scripts only once the page's own script has run and heard back that the hunter is signed in
 * (a second round trip on a phone), and of the reads once those scripts have run too: the
 * dashboard waits for its reads. Both at low priority, so they take what bandwidth the page's
 * own script and style leave. One page per
 * address the build lists, made and compressed once at start; null when the build lists none.
 */
export async function loadSignedInPages(distDir: string): Promise<SignedInPages | null> {
  const listFile = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return null;
  const html = await readFile(path.join(distDir, "index.html"), "utf8");
  const lists = JSON.parse(await readFile(listFile, "utf8")) as Record<string, PagePreloads>;
  const pages = new Map<string, EncodedPage>();
  for (const [route, preloads] of Object.entries(lists)) {
    pages.set(route, encode(withPreloads(html, preloads)));
  }
  const anyOther = pages.get("*");
  if (!anyOther) throw new Error(`${listFile} has no "*" entry`);
  return (pathname) => pages.get(pathname) ?? anyOther;
}

/**
 * Also says, in a meta tag, that the page was asked for with a session: while the app reads
 * who is signed in, it shows its loading state instead of flashing the landing page at a
 * returning hunter (the cookie itself is HttpOnly, out of the script's reach).
 */
function withPreloads(html: string, { scripts, reads }: PagePreloads): string {
  const links = [
    ...reads.map((url) => `<link ${READ_PRELOAD} href="${attr(url)}">`),
    ...scripts.map(
      (src) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attr(src)}">`,
    ),
  ].join("\n    ");
  return html.replace("</head>", `  ${SESSION_HINT}\n    ${links}\n  </head>`);
}

/**
 * How a read is named: as the app's reads ask (same origin, with the cookie;
 * apps/web/vite-plugins/route-reads.ts), or the browser would download it twice. Low priority:
 * a read is a few hundred bytes, and the page's own script and style, which everything waits
 * for, keep the first connections (six per origin over HTTP/1.1); the reads still start before
 * the scripts could start them (docs/decisions/033-the-home-reads-from-its-page.md).
 */
const READ_PRELOAD = 'rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low"';

/** A URL as an attribute value (a read's query string may hold `&`). */
function attr(url: string): string {
  return url.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

/** Read by the web (app/session-hint.ts). */
export const SESSION_HINT = '<meta name="repgate-session" content="signed-in">';

function encode(text: string): EncodedPage {
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
