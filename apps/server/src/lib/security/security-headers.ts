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
 * The headers Helmet's defaults send, with our CSP and frames denied. Constants: @fastify/helmet
 * computes them per request and halved the throughput of the dungeon poll (docs/decisions/004).
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

// A bad name or value stops the server at start, not the first response that carries it.
for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
  validateHeaderName(name);
  validateHeaderValue(name, value);
}

// Lower case already, as Fastify stores names; an array, so no list of keys is made per reply.
const NAMES: readonly string[] = Object.keys(SECURITY_HEADERS);
const VALUES: readonly string[] = Object.values(SECURITY_HEADERS);

/**
 * Gives a reply the security headers through Fastify's public `reply.header`, before its route
 * runs: a route that sets one itself (an avatar's stricter CSP) replaces it, and it goes out once.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  for (let i = 0; i < NAMES.length; i++) reply.header(NAMES[i] as string, VALUES[i]);
}
