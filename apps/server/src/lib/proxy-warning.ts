import type { FastifyInstance } from "fastify";

/**
 * Behind a TLS-terminating proxy without TRUST_PROXY, the app sees plain HTTP and never marks
 * the session cookie Secure. The first request that says it came over HTTPS through a proxy
 * makes that visible in the log, once per process.
 */
export function warnWhenProxyIsNotTrusted(app: FastifyInstance): void {
  let warned = false;
  // A callback hook: it runs on every request in production, and an async one would put each
  // request's whole pipeline behind a promise (bench/dungeons-poll.ts saw it on the 304).
  app.addHook("onRequest", (request, _reply, done) => {
    if (warned || request.headers["x-forwarded-proto"] !== "https") {
      done();
      return;
    }
    warned = true;
    request.log.warn(
      "Requests arrive through an HTTPS proxy (X-Forwarded-Proto: https) but TRUST_PROXY is off, " +
        "so session cookies are not marked Secure and client addresses are the proxy's. " +
        "Set TRUST_PROXY=true when the app runs behind a proxy you control.",
    );
    done();
  });
}
