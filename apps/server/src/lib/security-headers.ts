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
 * The headers Helmet's defaults send, with our CSP and frames denied. Written once and set
 * with one call per reply: @fastify/helmet computes them per request and halved the
 * throughput of the dungeon poll (docs/decisions/004). Set as each reply is made, with no hook
 * (docs/decisions/035).
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

/** Gives a reply the security headers; the request lifecycle does so for every reply. */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}
