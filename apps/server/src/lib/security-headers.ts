import { validateHeaderName, validateHeaderValue } from "node:http";
import type { FastifyReply } from "fastify";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Camera rep counting compiles the pose model's WebAssembly runtime; 'wasm-unsafe-eval'
  // allows that and nothing else (no eval of strings, no inline scripts).
  "script-src 'self' 'wasm-unsafe-eval'",
  // Radix injects small <style> elements at run time (scroll locking).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(";");

/**
 * The headers Helmet's defaults send, with our CSP and frames denied. Written once: @fastify/helmet
 * computes them per request and halved the throughput of the dungeon poll (docs/decisions/004),
 * and even set per reply from this object they cost the 304 poll 3 µs in 20 (decisions/037).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

// Node checks a header it is given on every response; lines written by hand are checked once,
// here, with the same functions: a bad name or value stops the server at start.
for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
  validateHeaderName(name);
  validateHeaderValue(name, value);
}

const SECURITY_HEADER_NAMES: ReadonlySet<string> = new Set(Object.keys(SECURITY_HEADERS));

function linesOf(names: readonly string[]): string {
  return names.map((name) => `${name}: ${SECURITY_HEADERS[name]}\r\n`).join("");
}

const ALL_LINES = linesOf([...SECURITY_HEADER_NAMES]);

/**
 * The security headers as lines of a response's head, but for any the response sets itself
 * (an avatar's stricter CSP): `headers` is what the response is about to send, by lower-case
 * name, as Fastify and `setHeader` keep them.
 */
export function securityHeaderLines(headers: object | null): string {
  if (headers === null || Array.isArray(headers)) return ALL_LINES;
  for (const name in headers) {
    if (SECURITY_HEADER_NAMES.has(name)) {
      return linesOf([...SECURITY_HEADER_NAMES].filter((own) => !(own in headers)));
    }
  }
  return ALL_LINES;
}

/**
 * Gives a reply the security headers the slow way, through Fastify: for a response the server
 * did not make (an injected request's, in tests), which writes no lines of ours.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}
