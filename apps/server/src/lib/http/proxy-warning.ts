import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Warns (once) that a session cookie went out without Secure behind an HTTPS proxy. */
    noteCookieBehindProxy(request: FastifyRequest): void;
  }
}

/**
 * Behind a TLS-terminating proxy without TRUST_PROXY, the app sees plain HTTP and never marks
 * the session cookie Secure. The first session cookie set for a request that says it came over
 * HTTPS through a proxy makes that visible in the log, once per process. It is checked where
 * the cookie is set (setSessionCookie), the one place the harm happens, rather than in a hook
 * every request runs: the dungeon poll paid for that hook a thousand times a second.
 */
export function installProxyWarning(app: FastifyInstance, enabled: boolean): void {
  let warned = !enabled;
  app.decorate("noteCookieBehindProxy", (request: FastifyRequest) => {
    // With TRUST_PROXY on, request.protocol already reads X-Forwarded-Proto and the cookie is Secure.
    if (warned || request.protocol === "https") return;
    if (request.headers["x-forwarded-proto"] !== "https") return;
    warned = true;
    request.log.warn(
      "Requests arrive through an HTTPS proxy (X-Forwarded-Proto: https) but TRUST_PROXY is off, " +
        "so session cookies are not marked Secure and client addresses are the proxy's. " +
        "Set TRUST_PROXY to the number of proxies in front of the app (1 for one) or to their addresses.",
    );
  });
}
