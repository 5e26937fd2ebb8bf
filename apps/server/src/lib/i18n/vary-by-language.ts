import type { FastifyReply } from "fastify";

const NAMES_ACCEPT_LANGUAGE = /(?:^|,)\s*accept-language\s*(?:,|$)/i;

/**
 * Says that this reply's body depends on the request's Accept-Language (its message was
 * translated, or would have been for another reader), so a shared cache keeps one copy per
 * language and never serves Korean to an English reader. Adds to a Vary already set
 * (Accept-Encoding), once.
 */
export function varyByLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  if (vary === undefined) {
    reply.header("vary", "Accept-Language");
    return;
  }
  const names = Array.isArray(vary) ? vary.join(", ") : String(vary);
  if (!NAMES_ACCEPT_LANGUAGE.test(names)) reply.header("vary", `${names}, Accept-Language`);
}
